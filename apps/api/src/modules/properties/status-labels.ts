import type { BuildingStatus, City, Language, RenovationStatus } from '@sakhli/shared/enums';

type Labels<T extends string> = Record<T, Record<Language, string>>;

/** The read model's texts in the reader's language (the web has its own locale files for its UI). */
export const BUILDING_STATUS_LABELS: Labels<BuildingStatus> = {
  New: { ka: 'ახალი აშენებული', en: 'New building', ru: 'Новостройка' },
  Old: { ka: 'ძველი აშენებული', en: 'Old building', ru: 'Старый фонд' },
  Ongoing: { ka: 'მშენებარე', en: 'Under construction', ru: 'Строящийся' },
};

export const RENOVATION_STATUS_LABELS: Labels<RenovationStatus> = {
  NewRenovated: { ka: 'ახალი გარემონტებული', en: 'Newly renovated', ru: 'Новый ремонт' },
  OldRenovated: { ka: 'ძველი გარემონტებული', en: 'Old renovation', ru: 'Старый ремонт' },
  GreenFrame: { ka: 'მწვანე კარკასი', en: 'Green frame', ru: 'Зелёный каркас' },
  WhiteFrame: { ka: 'თეთრი კარკასი', en: 'White frame', ru: 'Белый каркас' },
  BlackFrame: { ka: 'შავი კარკასი', en: 'Black frame', ru: 'Чёрный каркас' },
};

export const CITY_LABELS: Labels<City> = {
  Tbilisi: { ka: 'თბილისი', en: 'Tbilisi', ru: 'Тбилиси' },
  Batumi: { ka: 'ბათუმი', en: 'Batumi', ru: 'Батуми' },
};
