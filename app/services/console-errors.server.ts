import type { Role } from "~/db/schema";
import { can, type Permission } from "~/utils/permissions";

/** Why a console write was refused; pages and the API translate the code (`console.errors.<code>`). */
export class ConsoleError extends Error {
  constructor(
    readonly code:
      | "FORBIDDEN"
      | "NOT_FOUND"
      | "CONFLICT"
      | "IN_USE"
      | "IN_USE_PRODUCT"
      | "IN_USE_GAME"
      | "IN_USE_ACCOUNT"
      | "SLUG_TAKEN"
      | "CATEGORY_GAME"
      | "LAST_OWNER"
      | "NO_SCREENSHOT"
      | "CODE_TAKEN",
    readonly status: 403 | 404 | 409,
  ) {
    super(code);
    this.name = "ConsoleError";
  }
}

/** Runs a console write: its value, or the refusal's code and status; any other error is thrown on. */
export async function attemptConsoleWrite<T>(
  write: () => Promise<T>,
): Promise<
  { ok: true; value: T } | { ok: false; code: ConsoleError["code"]; status: ConsoleError["status"] }
> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (error instanceof ConsoleError) return { ok: false, code: error.code, status: error.status };
    throw error;
  }
}

/** Refuses a console write (403) when the actor's role lacks the right (utils/permissions.ts). */
export function requireRight(actor: { role: Role }, permission: Permission) {
  if (!can(actor.role, permission)) throw new ConsoleError("FORBIDDEN", 403);
}
