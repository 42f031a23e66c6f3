import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { FormCard, FormCardIcon } from "~/components/ui/form-card";
import { fixedT } from "~/i18n/i18n.server";
import { setStatusAlerts, unsubscribeTarget } from "~/services/alerts/alert-settings.server";
import { readBody } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

const BellOff = icon("bell-off");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

/** The signed link's user, from the query string (the e-mail's link and its one-click POST). */
function target(request: Request) {
  const url = new URL(request.url);
  return unsubscribeTarget(url.searchParams.get("u"), url.searchParams.get("t"));
}

/**
 * /alerts/unsubscribe?u=&t=: the status alerts' unsubscribe, without signing in. Opening the link
 * only asks (a mail scanner's GET changes nothing); the button's POST — or a mail client's
 * one-click POST (RFC 8058, `List-Unsubscribe=One-Click`) — switches the alerts off. A bad
 * signature is a 404 like any unknown page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await target(request);
  if (!user) throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  return { title: `${t("alerts.unsubscribe.title")} — ${t("brand")}`, off: !user.statusAlerts };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await target(request);
  if (!user) throw new Response("Not Found", { status: 404 });
  await setStatusAlerts(user.id, false);
  // A mail client's one-click POST (its body says so) wants a plain success, not a page.
  const body = await readBody(request).catch(() => ({}) as Record<string, unknown>);
  if (body["List-Unsubscribe"] === "One-Click") return new Response("Unsubscribed", { status: 200 });
  return { done: true };
}

export default function UnsubscribePage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { off } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const finished = off || Boolean(done);
  return (
    <FormCard
      id="unsubscribe-title"
      title={t(finished ? "alerts.unsubscribe.done" : "alerts.unsubscribe.title")}
      lead={t(finished ? "alerts.unsubscribe.doneLead" : "alerts.unsubscribe.lead")}
      icon={
        <FormCardIcon>
          <BellOff aria-hidden />
        </FormCardIcon>
      }
    >
      {finished ? (
        <Link
          to={localize("/profile/personal")}
          className="btn-ghost w-full"
          data-testid="unsubscribe-profile"
        >
          {t("alerts.unsubscribe.profile")}
        </Link>
      ) : (
        <Form method="post" replace>
          <button type="submit" className="btn-primary w-full" data-testid="unsubscribe-confirm">
            {t("alerts.unsubscribe.button")}
          </button>
        </Form>
      )}
    </FormCard>
  );
}
