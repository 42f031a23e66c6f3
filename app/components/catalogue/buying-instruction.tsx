import { HelpCircle, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import type { OptionKind } from "~/utils/buy";

/**
 * "How to buy?": a modal with the steps and, when settings give one, a video. Its trigger is a
 * link to #how-to-buy, where a :target panel shows the same steps without JavaScript.
 */
export function BuyingInstruction({ videoUrl, kind }: { videoUrl: string | null; kind: OptionKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      <Dialog
        open={open}
        onOpenChange={setOpen}
        testId="instruction-modal"
        described
        overlayClassName="fixed inset-0 bg-black/70 backdrop-blur-sm data-[state=closed]:animate-modal-out data-[state=open]:animate-fade-in"
        className="card fixed left-1/2 top-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-surface-2 p-6 data-[state=closed]:animate-modal-out data-[state=open]:animate-fade-in"
      >
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="font-display text-xl text-text">
            {t(`buyOptions.${kind}.title`)}
          </DialogTitle>
          <DialogClose label={t("cheat.close")} className="text-muted hover:text-text" />
        </div>
        <DialogDescription className="sr-only">{t("cheat.howToBuy")}</DialogDescription>
        {body}
      </Dialog>
    </>
  );
}
