import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useLocalize } from "~/utils/use-lang";

const ArrowLeft = icon("arrow-left");

/** "← Orders" above an item's page: back to its list, a full finger's height on a phone. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const localize = useLocalize();
  return (
    <Link
      to={localize(to)}
      className="-my-2 inline-flex min-h-11 items-center gap-1.5 text-sm text-muted hover:text-text"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
