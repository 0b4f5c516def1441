/** The address's query as hidden fields of a GET form, but for those the form itself sets or drops. */
export function HiddenParams({ params, except }: { params: URLSearchParams; except: readonly string[] }) {
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
