export { PlacePicker, PLACE_KIND_LABEL, usePlaceText, type PlacePickerProps } from './place-picker';
