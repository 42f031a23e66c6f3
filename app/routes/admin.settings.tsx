import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { HomePreview, savedHomeTexts } from "~/components/console/home-preview";
import { RichTextField } from "~/components/console/rich-text-field";
import { SaveBar } from "~/components/console/save-bar";
import { GUARDED, UnsavedChangesGuard } from "~/components/console/unsaved-changes-guard";
import { HOME_CARDS, HOME_SECTION_KEYS, HOME_SECTIONS } from "~/utils/home-layout";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import {
  bonusLevels,
  setSlidePicture,
  settingsFormValues,
  slidePictures,
  updateBonusLevels,
  updateSettings,
} from "~/services/settings-writes.server";
import {
  bonusLevelsSchema,
  LANG_SETTINGS,
  SHARED_LINK_SETTINGS,
  SLIDE_LINK_SETTINGS,
  settingsSchema,
  type BonusLevelsInput,
  type LangSettingKey,
  type SettingsInput,
} from "~/utils/console-forms";
import { pictureErrorOf } from "~/utils/upload-errors";
import { BonusLevelsForm } from "~/components/console/bonus-levels-form";
import { SlidePictures } from "~/components/console/slide-pictures";
import { consoleMeta } from "~/utils/meta";
import { allowedEmbedUrl } from "~/utils/video-hosts";
import { LangColumns } from "~/components/console/lang-fields";

export const meta: MetaFunction<typeof loader> = consoleMeta;

const schema = settingsSchema((url) => allowedEmbedUrl(url) !== null);

/** The form's groups: which per-language keys each fieldset holds. */
const GROUPS: { key: string; fields: LangSettingKey[]; link?: (typeof SLIDE_LINK_SETTINGS)[number] }[] = [
  { key: "banner", fields: ["notificationTitle", "notificationDescription"] },
  { key: "home", fields: ["homeTitle", "homeDescription", "homeText"] },
  ...SLIDE_LINK_SETTINGS.map((link, index) => ({
    key: `slide${index + 1}`,
    fields: [`notificationTitle_${index + 1}`, `notificationDescription_${index + 1}`] as LangSettingKey[],
    link,
  })),
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "settings.edit");
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  const [values, slides, levels] = await Promise.all([settingsFormValues(), slidePictures(), bonusLevels()]);
  return {
    title: `${t("console.settings.title")} — ${t("console.title")}`,
    values,
    slides,
    levels,
    // The slide upload route comes back with ?slide=n&picture=1 or &pictureError=<why>.
    slide: {
      n: Number(query.get("slide")) || null,
      saved: query.get("picture") === "1",
      error: pictureErrorOf(query, "picture"),
    },
  };
}

/** The settings form, the loyalty levels form and a slide picture's removal. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "settings.edit");
  const ctx = consoleContext(user, context.clientIp);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "slide-picture-remove") {
    const attempt = await attemptConsoleWrite(() => setSlidePicture(ctx, Number(formData.get("n")), null));
    return {
      form: "slide" as const,
      result: null,
      changed: attempt.ok ? 1 : null,
      error: attempt.ok ? null : attempt.code,
    };
  }
  const bonus = intent === "bonus";
  const submission = parseWithZod(formData, { schema: bonus ? bonusLevelsSchema : schema });
  const form = bonus ? ("bonus" as const) : ("settings" as const);
  if (submission.status !== "success")
    return { form, result: submission.reply(), changed: null, error: null };
  const attempt = await attemptConsoleWrite(async () =>
    bonus
      ? Number(await updateBonusLevels(ctx, submission.value as BonusLevelsInput))
      : updateSettings(ctx, submission.value as SettingsInput),
  );
  return attempt.ok
    ? { form, result: submission.reply(), changed: attempt.value, error: null }
    : { form, result: submission.reply(), changed: null, error: attempt.code };
}

export default function ConsoleSettings() {
  const { t } = useTranslation();
  const { values, slides, slide, levels } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const actionData = data?.form === "settings" ? data : undefined;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const perLang = { ru: fields.ru.getFieldset(), en: fields.en.getFieldset() };
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.settings.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.settings.lead")}</p>
      </header>
      {actionData?.changed !== null && actionData?.changed !== undefined ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="console-settings-saved"
        >
          {actionData.changed
            ? t("console.settings.saved", { count: actionData.changed })
            : t("console.settings.unchanged")}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${actionData.error}`)}
        </p>
      ) : null}
      <UnsavedChangesGuard />
      <Form
        method="post"
        {...getFormProps(form)}
        {...GUARDED}
        className="space-y-6"
        data-testid="console-settings"
      >
        {GROUPS.map((group) => (
          <SettingsGroup key={group.key} title={t(`console.settings.groups.${group.key}`)}>
            <LangColumns>
              {(lang) => (
                <>
                  {group.fields.map((key) => (
                    <SettingField
                      key={key}
                      field={perLang[lang][key]}
                      label={t(`console.settings.fields.${key.replace(/_\d$/, "")}`)}
                      max={LANG_SETTINGS[key]}
                      multiline={key !== "homeTitle" && !key.startsWith("notificationTitle")}
                      rich={key === "homeText"}
                    />
                  ))}
                </>
              )}
            </LangColumns>
            {group.link ? (
              <SettingField
                field={fields[group.link]}
                label={t("console.settings.fields.notificationLink")}
                max={300}
                hint={t("console.settings.slideLinkHint")}
              />
            ) : null}
            {group.key === "home" ? (
              <>
                <p className="text-xs text-muted">{t("console.settings.richTextHint")}</p>
                <fieldset className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                  <legend className="mb-2 text-sm font-semibold text-text">
                    {t("console.settings.homeCardsTitle")}
                  </legend>
                  {HOME_SECTION_KEYS.map((key) => (
                    <SettingField
                      key={key}
                      field={fields[key]}
                      label={t(`console.settings.fields.${key}`)}
                      max={2}
                      type="numeric"
                      hint={t("console.settings.homeCardsHint", { ...HOME_CARDS, count: HOME_SECTIONS[key] })}
                    />
                  ))}
                </fieldset>
              </>
            ) : null}
          </SettingsGroup>
        ))}
        <SettingsGroup title={t("console.settings.groups.links")}>
          <div className="grid gap-4 sm:grid-cols-2">
            {[...SHARED_LINK_SETTINGS, "buyingInstructionVideo" as const].map((key) => (
              <SettingField
                key={key}
                field={fields[key]}
                label={t(`console.settings.fields.${key}`)}
                max={300}
                type="url"
              />
            ))}
          </div>
        </SettingsGroup>
        <SettingsGroup title={t("console.settings.groups.payments")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingField
              field={fields.digisellerWalletProductId}
              label={t("console.settings.fields.digisellerWalletProductId")}
              max={10}
              type="text"
            />
          </div>
          <p className="text-xs text-muted">{t("console.settings.paymentsHint")}</p>
        </SettingsGroup>
        <SaveBar
          floating
          label={t("console.settings.submit")}
          testId="console-settings-submit"
          disabled={navigation.state === "submitting"}
        />
      </Form>
      <HomePreview formId={form.id} saved={savedHomeTexts(values)} />
      <SlidePictures
        pictures={slides}
        outcome={slide}
        removeError={data?.form === "slide" ? data.error : null}
      />
      <BonusLevelsForm levels={levels} answer={data?.form === "bonus" ? data : undefined} />
    </div>
  );
}

/** A group of the settings form: a fieldset named for screen readers, with a visible heading. */
function SettingsGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="card space-y-4 p-5">
      <legend className="sr-only">{title}</legend>
      <h2 className="font-semibold text-text" aria-hidden>
        {title}
      </h2>
      {children}
    </fieldset>
  );
}

function SettingField({
  field,
  label,
  max,
  multiline = false,
  rich = false,
  type = "text",
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  max: number;
  multiline?: boolean;
  /** HTML in the formatting editor (the home text). */
  rich?: boolean;
  /** "numeric": a whole number, typed on a phone's digit keyboard. */
  type?: "text" | "url" | "numeric";
  /** A line under the field saying what it takes. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const described = [hint ? `${field.id}-hint` : "", field.errors ? `${field.id}-error` : ""].filter(Boolean);
  const props = {
    id: field.id,
    name: field.name,
    defaultValue: field.initialValue ?? "",
    maxLength: max,
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
  };
  if (rich)
    return (
      <RichTextField
        name={field.name}
        label={label}
        defaultValue={props.defaultValue}
        rows={8}
        maxLength={max}
        error={field.errors?.map((key) => t(key)).join(" ")}
        testId={`console-settings-${field.name}`}
      />
    );
  return (
    <label className="grid gap-1 text-sm font-medium text-text">
      {label}
      {multiline ? (
        <textarea {...props} rows={max > 1000 ? 8 : 3} className="input h-auto py-2.5 font-normal" />
      ) : (
        <input
          {...props}
          type={type === "numeric" ? "text" : type}
          inputMode={type === "text" ? undefined : type}
          className="input font-normal"
        />
      )}
      {hint ? (
        <span id={`${field.id}-hint`} className="text-xs font-normal text-muted">
          {hint}
        </span>
      ) : null}
      {field.errors?.length ? (
        <span id={`${field.id}-error`} role="alert" className="text-sm font-normal text-status-red">
          {field.errors.map((key) => t(key)).join(" ")}
        </span>
      ) : null}
    </label>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
