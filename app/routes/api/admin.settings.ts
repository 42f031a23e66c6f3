import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { consoleMethodNotAllowed, requireConsoleApi } from "~/services/auth/console-guard.server";
import { apiWrite, readApiInput } from "~/services/console-api.server";
import { settingsFormValues, updateSettings } from "~/services/settings-writes.server";
import { settingsSchema } from "~/utils/console-forms";
import { privateJson } from "~/utils/http.server";
import { allowedEmbedUrl } from "~/utils/video-hosts";
import { routeMethods } from "~/utils/route-methods";

const schema = settingsSchema((url) => allowedEmbedUrl(url) !== null);

/** GET /api/admin/settings — the settings form's values: `ru`/`en` texts, links and the video. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireConsoleApi(request, "settings.edit", context.clientIp);
  return privateJson({ settings: await settingsFormValues() });
}

/** PATCH /api/admin/settings with any of the values GET shows (the banner, home texts, links …). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "settings.edit", context.clientIp);
  if (request.method !== "PATCH") return consoleMethodNotAllowed(request, "GET, HEAD, PATCH");
  const input = await readApiInput(request, schema, await settingsFormValues());
  if (!input.ok) return input.response;
  const saved = await apiWrite(request, () => updateSettings(ctx, input.value));
  if (!saved.ok) return saved.response;
  return privateJson({ changed: saved.value, settings: await settingsFormValues() });
}

/** The settings are read and changed field by field. */
export const handle = routeMethods(["GET", "PATCH"]);
