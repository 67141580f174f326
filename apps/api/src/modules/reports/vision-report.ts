import sharp from 'sharp';
import { PROCESS_REPORT_SECTIONS, type ProcessReportSection } from '@sakhli/shared/constants';
import { VisionProcessReport } from '@sakhli/shared/schemas/process-report';
import type { ImageInput, LlmClient } from '../../adapters/llm';

/** Photos go to the model at this size: enough to see a room, small enough to send six of them. */
const VISION_SIZE = 1024;

const SYSTEM = [
  'You inspect the photos of a real-estate listing in Georgia (the country) for a moderator of a listings site.',
  'Describe only what the photos show; never guess what they do not show, and never invent measurements.',
  'Answer every section in Georgian (ka), English (en) and Russian (ru): natural, plain sentences, one to three per section.',
  'When the photos do not show what a section is about, say so in that section (for example: "The photos do not show a bathroom.").',
].join(' ');

const SECTION_GUIDE: Record<ProcessReportSection, string> = {
  conditionAndRenovation: 'state of repair, quality of the renovation, visible wear or damage',
  naturalLightAndWindows: 'daylight in the rooms, number and size of windows',
  furnitureAndInterior: 'furniture, appliances and interior finishes',
  bathroomAndSanitaryArea: 'bathroom and toilet: fittings, tiles, condition',
  bedroomAndLayout: 'bedrooms and how the rooms are laid out',
  balconyAndView: 'balcony, loggia or terrace, and the view',
  cleanlinessAndMaintenance: 'tidiness, cleanliness and upkeep',
  styleAndVibe: 'interior style and the overall feel',
  exteriorAndBuildingSurroundings: 'facade, entrance, the building and its street',
  outdoorAreas: 'yard, garden, parking and other outdoor spaces',
};

const PROMPT = [
  'These are the first photos of the listing, in the order the owner chose.',
  'Write the report, one object per section with the keys ka, en and ru:',
  ...PROCESS_REPORT_SECTIONS.map((section) => `- ${section}: ${SECTION_GUIDE[section]}`),
].join('\n');

/** A display rendition as a JPEG of at most VISION_SIZE pixels (every vision model reads JPEG). */
export async function visionImage(bytes: Buffer): Promise<ImageInput> {
  const data = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(VISION_SIZE, VISION_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { data, contentType: 'image/jpeg' };
}

/** All ten sections from the vision model, validated with the shared schema (an LlmError otherwise). */
export function describeListingPhotos(
  llm: LlmClient,
  images: readonly ImageInput[],
  signal?: AbortSignal,
): Promise<VisionProcessReport> {
  return llm.describeImages(images, PROMPT, VisionProcessReport, {
    system: SYSTEM,
    schemaName: 'process_report',
    signal,
  });
}
