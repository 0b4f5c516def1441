/** The address's query as hidden fields of a GET form, but for the one the form itself sets. */
export function HiddenParams({ params, except }: { params: URLSearchParams; except: string }) {
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => name !== except)
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
