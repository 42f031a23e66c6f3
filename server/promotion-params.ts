import type { RequestHandler } from "express";
import {
  COUPON_CODE,
  COUPON_COOKIE,
  REFERRAL_CODE,
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_DAYS,
} from "../app/utils/promotion-codes";

/** The link parameters a promotion arrives with, and how each is kept. */
const PARAMS = [
  // A session cookie: the code lasts for this visit; the page's script shows it in the buy block.
  { name: "coupon", pattern: COUPON_CODE, cookie: COUPON_COOKIE, maxAge: undefined, httpOnly: false },
  // A friend's link is kept until they register, for a while; only the server reads it.
  {
    name: "ref",
    pattern: REFERRAL_CODE,
    cookie: REFERRAL_COOKIE,
    maxAge: REFERRAL_COOKIE_DAYS * 86_400_000,
    httpOnly: true,
  },
];

/**
 * A page reached with `?coupon=CODE` (a stream's or a giveaway's link) or `?ref=CODE` (a
 * customer's referral link): the code is kept in a cookie, and the visitor is sent on to the same
 * page without it. So a page is stored once in the page cache and names one canonical URL,
 * whatever code a link carried; Buy reads the coupon cookie when the block's own field is left
 * empty, registration the referral one. A value that cannot be a code is dropped.
 */
export const promotionParams: RequestHandler = (req, res, next) => {
  if (
    (req.method !== "GET" && req.method !== "HEAD") ||
    !PARAMS.some((p) => req.originalUrl.includes(`${p.name}=`))
  )
    return next();
  const url = new URL(req.originalUrl, "http://shop.invalid");
  const present = PARAMS.filter((p) => url.searchParams.has(p.name));
  if (!present.length || /^\/(api|assets|media|resources|socket\.io)\//.test(url.pathname)) return next();
  for (const param of present) {
    const code = url.searchParams.get(param.name)!.trim().toUpperCase();
    url.searchParams.delete(param.name);
    if (param.pattern.test(code))
      res.cookie(param.cookie, code, {
        path: "/",
        sameSite: "lax",
        secure: req.secure,
        maxAge: param.maxAge,
        httpOnly: param.httpOnly,
      });
  }
  res.set("Cache-Control", "no-store").redirect(303, url.pathname + url.search);
};
