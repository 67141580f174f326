/**
 * The messages of the listing form and of the API's answers about a listing payload. The web maps each
 * to a translation key (the key here), so a message the server names a field with is one it translates.
 */
/** SPEC.md section 5 'Create and edit property', word for word, then the rules it leaves implicit. */
export const PROPERTY_MESSAGES = {
  phoneRequired: 'Phone number is required',
  sizePositive: 'Size must be greater than 0',
  roomsMin: 'At least 1 room is required',
  bathroomsMin: 'At least 1 bathroom is required',
  pricePositive: 'Price must be greater than 0',
  districtRequired: 'District is required',
  floorMin: 'Floor must be at least 1',
  totalFloorsMin: 'Total floors must be at least 1',
  landAreaPositive: 'Land area must be greater than 0',
  photosRequired: 'At least one image is required',
  photosFailed: '{n} image(s) failed to upload. Please fix errors or remove failed images.',
  photosUploading: 'Please wait for all images to finish uploading',
  photosNoneUploaded: 'At least one successfully uploaded image is required',
  addressNotSelected: 'Please select an address from the search suggestions',
  addressNamesMissing: 'Please select a valid address with both Georgian and English names',
  phoneInvalid: 'Phone number must be +995 followed by 9 digits',
  bedroomsMin: 'Bedrooms cannot be negative',
  numberOfFloorsMin: 'Number of floors must be at least 1',
  parkingSpotsMin: 'Parking spots cannot be negative',
  floorAboveTotal: 'Floor cannot be higher than the total floors',
  wholeNumber: 'Must be a whole number',
  tooLarge: 'The value is too large',
  optionRequired: 'Please choose one of the options',
  descriptionTooLong: 'Description must be at most 5000 characters',
  cadastralCodeInvalid: 'Cadastral code may contain only digits and dots',
  buildingYearInvalid: 'Building year must be between 1800 and 2100',
  rentDurationInvalid: 'Rent duration must be between 1 and 3650 days',
  streetNameTooLong: 'Street name must be at most 200 characters',
  locationOutsideGeorgia: 'The location must be in Georgia',
  locationOutsideCity: "The address must be in the listing's city",
  photosTooMany: 'At most 30 images are allowed',
  photoDuplicate: 'This image is added twice',
  photoNotFound: 'Image not found',
  photoInUse: 'This image belongs to another listing',
  districtUnknown: 'Please choose a district from the list',
  districtNotInCity: 'The district is not in the selected city',
} as const;
export type PropertyMessageKey = keyof typeof PROPERTY_MESSAGES;
export type PropertyMessage = (typeof PROPERTY_MESSAGES)[PropertyMessageKey];
