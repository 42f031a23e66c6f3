import { icon } from "~/components/icons";

const Search = icon("search");

/** A labelled search input with the magnifier icon, for the list search boxes. */
export function SearchField({
  id,
  label,
  className = "pr-4",
  ...input
}: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-faint"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        name="search"
        autoComplete="off"
        maxLength={100}
        {...input}
        className={`search-input ${className}`}
      />
    </>
  );
}
