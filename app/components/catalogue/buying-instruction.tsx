import { icon } from "~/components/icons";
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useFirstOpened } from "~/components/ui/first-opened";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import type { OptionKind } from "~/utils/buy";

const HelpCircle = icon("circle-question-mark");
const X = icon("x");

// The modal is fetched on the first click; the :target panel below is in the page.
const InstructionWindow = lazy(() => import("./instruction-window"));

/**
 * "How to buy?": a modal with the steps and, when settings give one, a video. Its trigger is a
 * link to #how-to-buy, where a :target panel shows the same steps without JavaScript.
 */
export function BuyingInstruction({ videoUrl, kind }: { videoUrl: string | null; kind: OptionKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useFirstOpened(open);
  const steps = t(`buyOptions.${kind}.steps`, { returnObjects: true }) as string[];
  const body = (
    <>
      {videoUrl ? (
        <div className="mb-5 aspect-video overflow-hidden rounded-xl border border-line">
          <iframe
            src={videoUrl}
            title={t(`buyOptions.${kind}.title`)}
            className="h-full w-full"
            allow="fullscreen"
          />
        </div>
      ) : null}
      <NumberedSteps steps={steps} />
    </>
  );
  return (
    <>
      <a
        href="#how-to-buy"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        data-testid="how-to-buy"
      >
        <HelpCircle className="size-4" aria-hidden />
        {t("cheat.howToBuy")}
      </a>
      <div
        id="how-to-buy"
        className="fixed inset-0 z-[60] hidden place-items-center bg-black/70 p-4 target:grid"
      >
        <div className="card w-full max-w-lg bg-surface-2 p-6">
          <div className="mb-4 flex items-center justify-between">
            <p className="font-display text-xl text-text">{t(`buyOptions.${kind}.title`)}</p>
            <a href="#" className="text-muted" aria-label={t("cheat.close")}>
              <X className="size-5" aria-hidden />
            </a>
          </div>
          {body}
        </div>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <InstructionWindow open={open} onOpenChange={setOpen} title={t(`buyOptions.${kind}.title`)}>
            {body}
          </InstructionWindow>
        </Suspense>
      ) : null}
    </>
  );
}
