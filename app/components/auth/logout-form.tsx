import { Form } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { disablePush } from "~/components/tickets/push-client";
import { useLang } from "~/utils/use-lang";

const LogOut = icon("log-out");

/**
 * "Sign out" (the profile's menu, the console's account menu): a form post, so it works without
 * JavaScript; with it, the push worker is unregistered first (SPEC §4.3), then the form posts.
 */
export function LogoutForm({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form
      method="post"
      action="/api/users/logout"
      reloadDocument
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void disablePush()
          .catch(() => undefined)
          .finally(() => form.submit());
      }}
    >
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" className={className} data-testid="logout">
        <LogOut className="size-4" aria-hidden />
        {t("auth.logout")}
      </button>
    </Form>
  );
}
