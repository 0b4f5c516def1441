// `@storefront/ui/combobox`: only the pages that show a combobox load Downshift.
export { Combobox, type ComboboxProps } from './combobox';
export { ComboboxPicker, type ComboboxPickerProps } from './combobox-picker';
