import { z } from "zod";
import { DB_INT_MAX } from "./id-values";

export { DB_INT_MAX, parseId } from "./id-values";

/**
 * A whole number as JSON, a form or a URL carries it: a number or a string of digits. Plain
 * coercion would also read `true`, `[1]` or `"1e3"` as numbers.
 */
const wholeNumber = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\s*\d+\s*$/)
      .transform(Number),
  ])
  .pipe(z.number().int());

/**
 * A database id from a URL, a form, a JSON body or a socket payload: positive, and no larger
 * than the `integer` columns hold. A larger one would make Postgres refuse the query ("out of
 * range for type integer"), a server error for what is only a bad request.
 */
export const idSchema = wholeNumber.pipe(z.number().positive().max(DB_INT_MAX));

/** A counter such as a message sequence number: 0 up to the column's limit. */
export const counterSchema = wholeNumber.pipe(z.number().min(0).max(DB_INT_MAX));
