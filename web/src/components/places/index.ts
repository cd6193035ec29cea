export { PlacePicker, usePlaceText, type PlacePickerProps } from './place-picker';
export { PlaceCombobox, type PlaceComboboxProps } from './place-combobox';
