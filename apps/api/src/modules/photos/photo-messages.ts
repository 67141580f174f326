import type { Language } from '@sakhli/shared/enums';

/**
 * The texts of POST /api/Image's `errors` and `warnings`: the web shows them on the photo card as they
 * come, so they are written here in the caller's language (Accept-Language).
 */
const MESSAGES = {
  IMAGE_REQUIRED: {
    en: 'Choose a photo or give the address of one.',
    ka: 'აირჩიეთ ფოტო ან მიუთითეთ მისი ბმული.',
    ru: 'Выберите фото или укажите ссылку на него.',
  },
  NOT_AN_IMAGE: {
    en: 'This file is not a photo. Use JPEG, PNG, WebP, HEIC or AVIF.',
    ka: 'ეს ფაილი ფოტო არ არის. გამოიყენეთ JPEG, PNG, WebP, HEIC ან AVIF.',
    ru: 'Этот файл не является фотографией. Используйте JPEG, PNG, WebP, HEIC или AVIF.',
  },
  IMAGE_FORMAT_UNSUPPORTED: {
    en: 'Photos in this format cannot be read. Save it as JPEG, PNG or WebP and try again.',
    ka: 'ამ ფორმატის ფოტოს ვერ ვკითხულობთ. შეინახეთ JPEG, PNG ან WebP ფორმატში და სცადეთ ხელახლა.',
    ru: 'Фото в этом формате не удаётся прочитать. Сохраните его в JPEG, PNG или WebP и попробуйте снова.',
  },
  IMAGE_TOO_LARGE: {
    en: 'The photo is larger than 20 MB.',
    ka: 'ფოტო 20 მბ-ზე დიდია.',
    ru: 'Фото больше 20 МБ.',
  },
  IMAGE_TOO_MANY_PIXELS: {
    en: 'The photo has more than 50 megapixels. Make it smaller and try again.',
    ka: 'ფოტო 50 მეგაპიქსელზე მეტია. შეამცირეთ და სცადეთ ხელახლა.',
    ru: 'В фото больше 50 мегапикселей. Уменьшите его и попробуйте снова.',
  },
  IMAGE_CORRUPT: {
    en: 'The photo is damaged or incomplete and cannot be read.',
    ka: 'ფოტო დაზიანებულია ან ბოლომდე არ არის ჩატვირთული, ამიტომ მისი წაკითხვა შეუძლებელია.',
    ru: 'Фото повреждено или загружено не полностью, его не удаётся прочитать.',
  },
  IMAGE_URL_UNAVAILABLE: {
    en: 'Could not get a photo from this address.',
    ka: 'ამ მისამართიდან ფოტოს მიღება ვერ მოხერხდა.',
    ru: 'Не удалось получить фото по этому адресу.',
  },
  UPLOAD_INCOMPLETE: {
    en: 'The upload did not arrive complete. Please try again.',
    ka: 'ფაილი ბოლომდე ვერ აიტვირთა. გთხოვთ, სცადოთ ხელახლა.',
    ru: 'Файл загрузился не полностью. Пожалуйста, попробуйте снова.',
  },
  RATE_LIMITED: {
    en: 'Too many photos uploaded. Please try again later.',
    ka: 'ძალიან ბევრი ფოტო აიტვირთა. გთხოვთ, სცადოთ მოგვიანებით.',
    ru: 'Загружено слишком много фото. Пожалуйста, попробуйте позже.',
  },
  UPLOADS_IN_PROGRESS: {
    en: 'Other photos are still uploading. Try this one again in a moment.',
    ka: 'სხვა ფოტოები ჯერ კიდევ იტვირთება. ცოტა ხანში სცადეთ ამ ფოტოს ხელახლა ატვირთვა.',
    ru: 'Другие фото ещё загружаются. Попробуйте загрузить это фото чуть позже.',
  },
  LOW_RESOLUTION: {
    en: 'The photo is small ({size}) and may look blurry.',
    ka: 'ფოტო პატარაა ({size}) და შეიძლება ბუნდოვანი ჩანდეს.',
    ru: 'Фото маленькое ({size}) и может выглядеть размытым.',
  },
  URL_IGNORED: {
    en: 'A file was chosen, so the address was not used.',
    ka: 'არჩეულია ფაილი, ამიტომ ბმული არ იქნა გამოყენებული.',
    ru: 'Выбран файл, поэтому ссылка не использовалась.',
  },
  FIRST_FRAME_ONLY: {
    en: 'Only the first frame of the animation is kept.',
    ka: 'ანიმაციიდან მხოლოდ პირველი კადრი შეინახება.',
    ru: 'Из анимации сохраняется только первый кадр.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type PhotoMessageCode = keyof typeof MESSAGES;

/** A message with its `{name}` placeholders filled in. */
export interface PhotoMessage {
  code: PhotoMessageCode;
  values?: Record<string, string>;
}

export function photoMessage({ code, values = {} }: PhotoMessage, language: Language): string {
  return MESSAGES[code][language].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
