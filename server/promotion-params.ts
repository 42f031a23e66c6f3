import type { RequestHandler } from "express";
import { COUPON_CODE, COUPON_COOKIE } from "../app/utils/coupon-code";
const PARAM = "coupon";

/**
 * A page reached with `?coupon=CODE` (a stream's or a giveaway's link): the code is kept for the
 * visit in a cookie, and the visitor is sent on to the same page without it. So a page is stored
 * once in the page cache and names one canonical URL, whatever code a link carried; Buy reads
 * the cookie when the block's own field is left empty. A value that cannot be a code is dropped.
 */
export const promotionParams: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.originalUrl.includes(`${PARAM}=`))
    return next();
  const url = new URL(req.originalUrl, "http://shop.invalid");
  if (!url.searchParams.has(PARAM) || /^\/(api|assets|media|resources|socket\.io)\//.test(url.pathname))
    return next();
  const code = url.searchParams.get(PARAM)!.trim().toUpperCase();
  url.searchParams.delete(PARAM);
  // A session cookie: the code lasts for this visit; the page's script shows it in the buy block.
  if (COUPON_CODE.test(code))
    res.cookie(COUPON_COOKIE, code, { path: "/", sameSite: "lax", secure: req.secure });
  res.set("Cache-Control", "no-store").redirect(303, url.pathname + url.search);
};
