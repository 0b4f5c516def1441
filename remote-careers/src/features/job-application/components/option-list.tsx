import { type Option } from '../logic/application-form';

/** A drop-down's options after its empty first choice ('Select a position'). */
export function OptionList<T extends string>({ empty, options }: { empty: string; options: readonly Option<T>[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
