import { useLocalize } from "~/utils/use-lang";

/**
 * A link to one of the legal pages, opened in a new tab so a form being filled stays as it is;
 * used inside <Trans> texts, which put the words in.
 */
export function DocLink({ path, children }: { path: string; children?: React.ReactNode }) {
  const localize = useLocalize();
  return (
    <a
      href={localize(path)}
      target="_blank"
      rel="noreferrer"
      className="text-accent underline underline-offset-4"
    >
      {children}
    </a>
  );
}
