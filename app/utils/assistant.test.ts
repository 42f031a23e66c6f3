import { describe, expect, it } from "vitest";
import {
  isShopPath,
  ORDER_TICKET_LINK_PATH,
  parseReply,
  replyLinks,
  rewriteLinks,
  sendMessageSchema,
  ticketPreset,
} from "./assistant";

describe("assistant reply markup", () => {
  it("reads paragraphs, quoted passages and links to the shop's pages", () => {
    const blocks = parseReply(
      "Here is what I found:\n\n> First line\n> second line\nSource: [Terms — 6. Refunds](/en/term-of-use#section-6)\n\nBye",
    );
    expect(blocks).toEqual([
      { kind: "paragraph", parts: [{ text: "Here is what I found:" }] },
      { kind: "quote", text: "First line\nsecond line" },
      {
        kind: "paragraph",
        parts: [{ text: "Source: " }, { text: "Terms — 6. Refunds", href: "/en/term-of-use#section-6" }],
      },
      { kind: "paragraph", parts: [{ text: "Bye" }] },
    ]);
  });

  it("keeps links to other sites, protocol-relative and script addresses as plain text", () => {
    for (const href of ["https://evil.example/x", "//evil.example", "javascript:alert(1)", '/faq"onclick']) {
      const [block] = parseReply(`see [this](${href})`);
      expect(block.kind === "paragraph" && block.parts.some((part) => "href" in part)).toBe(false);
      expect(isShopPath(href)).toBe(false);
    }
    expect(isShopPath("/statuses?search=Phantom%20ESP")).toBe(true);
  });

  it("lists and rewrites the links of a reply", () => {
    const text = "[a](/faq) and [b](https://x.example) and [c](/en/problem/x)";
    expect(replyLinks(text)).toEqual(["/faq", "/en/problem/x"]);
    expect(rewriteLinks(text, (label) => label.toUpperCase())).toBe("A and B and C");
  });

  it("bounds the question and requires a session id", () => {
    const sessionId = "3f0c1c58-4a57-4d39-9a53-0d2e5a5c9e11";
    expect(sendMessageSchema.safeParse({ sessionId, text: "  hi  " }).data?.text).toBe("hi");
    expect(sendMessageSchema.safeParse({ sessionId, text: "   " }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ sessionId, text: "x".repeat(501) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ sessionId: "nope", text: "hi" }).success).toBe(false);
  });

  it("reads what a ticket link chooses, and nothing else", () => {
    const query = (href: string) => new URL(href, "http://shop.test").searchParams;
    expect(ticketPreset(query(ORDER_TICKET_LINK_PATH))).toEqual({
      subject: "paymentProblem",
      purchase: "last",
    });
    expect(ticketPreset(query("/profile/tickets?new&subject=cheatProblem&purchase=42"))).toEqual({
      subject: "cheatProblem",
      purchase: 42,
    });
    for (const bad of [
      "subject=admin&purchase=-1",
      "subject=&purchase=1e3",
      "purchase=0",
      "purchase=12345678901",
    ])
      expect(ticketPreset(query(`/profile/tickets?new&${bad}`))).toEqual({
        subject: undefined,
        purchase: undefined,
      });
  });
});
