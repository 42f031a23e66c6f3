import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession } from "~/services/auth/session.server";
import { isLang, localizePath } from "~/utils/lang";

/** POST /api/users/logout: ends the session and goes home, in the language the form says. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const lang = String(form?.get("lang") ?? new URL(request.url).searchParams.get("lang") ?? "ru");
  const home = localizePath("/", isLang(lang) ? lang : "ru");
  return redirect(home, { headers: { "Set-Cookie": await destroySession(request) } });
}
