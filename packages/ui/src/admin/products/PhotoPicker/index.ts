export {
  PHOTO_ACCEPT,
  PhotoPicker,
  type PhotoPickerProps,
  type PickerPhoto,
} from './PhotoPicker.tsx'
