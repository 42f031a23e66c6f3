import { icon } from "~/components/icons";
import { providerHref, ProviderIcon } from "~/components/auth/sign-in-form";
import type { Provider } from "~/db/schema/users";
import { useTranslation } from "~/i18n/react";
import { useLang, useLocalize } from "~/utils/use-lang";

const Check = icon("check");
const Link2 = icon("link-2");

/** The profile's sign-in providers: linked ones marked, the others one click from linking. */
export function LinkedAccounts({
  providers,
  linked: linkedAccounts,
}: {
  /** Every sign-in provider the shop knows, and whether this instance is set up for it. */
  providers: { provider: Provider; configured: boolean }[];
  linked: { provider: Provider; displayName: string | null }[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  // Only what the customer can use: a provider this shop signs in with, or one already linked
  // (it stays listed if the shop stops offering it). With none, the section is left out.
  const shown = providers.filter(
    ({ provider, configured }) => configured || linkedAccounts.some((a) => a.provider === provider),
  );
  if (!shown.length) return null;
  return (
    <section className="card p-5 md:p-6" aria-labelledby="linked-title">
      <h2 id="linked-title" className="font-semibold text-text">
        {t("profile.linked")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("profile.linkedHint")}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="linked-accounts">
        {shown.map(({ provider, configured }) => {
          const linked = linkedAccounts.find((a) => a.provider === provider);
          return (
            <li
              key={provider}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-3"
              data-testid={`linked-${provider}`}
              data-linked={linked ? "true" : "false"}
            >
              <ProviderIcon provider={provider} className="size-5 text-text" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-text">{t(`auth.provider.${provider}`)}</p>
                {linked?.displayName ? (
                  <p className="truncate text-xs text-muted">{linked.displayName}</p>
                ) : null}
              </div>
              {linked ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-status-green">
                  <Check className="size-3.5" aria-hidden />
                  {t("profile.linkedYes")}
                </span>
              ) : configured ? (
                <a
                  href={providerHref(provider, lang, localize("/profile/personal"))}
                  className="btn-ghost px-3 py-1.5 text-xs"
                >
                  <Link2 className="size-3.5" aria-hidden />
                  {t("profile.link")}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
