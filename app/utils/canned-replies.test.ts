import { describe, expect, it } from "vitest";
import { fillCannedReply, searchCannedReplies, slashQuery, unresolvedVariables } from "./canned-replies";

describe("canned replies", () => {
  it("fill the variables they have values for and leave the others for staff to see", () => {
    expect(fillCannedReply("Hi {login}, ticket #{ticket}: {product}", { login: "nina", ticket: "12" })).toBe(
      "Hi nina, ticket #12: {product}",
    );
    expect(fillCannedReply("{login}{login} {unknown}", { login: "a$&b" })).toBe("a$&ba$&b {unknown}");
  });

  it("name the variables a filled reply still holds, each once (such a reply is never inserted)", () => {
    const filled = fillCannedReply("Hi {login}: {product}, {product} for #{ticket}", {
      login: "nina",
      ticket: "7",
    });
    expect(unresolvedVariables(filled)).toEqual(["product"]);
    expect(unresolvedVariables(fillCannedReply("Hi {login}", { login: "nina" }))).toEqual([]);
    expect(unresolvedVariables("{ticket} {login} {other}")).toEqual(["ticket", "login"]);
  });

  it("match every search word in the title or the text, in any case", () => {
    const replies = [
      { id: 1, title: "Greeting", text: "Hello, nina!", missing: [] },
      { id: 2, title: "Key already activated", text: "The key binds to your PC", missing: [] },
      { id: 3, title: "Запуск", text: "Запустите лоадер от имени администратора", missing: [] },
    ];
    expect(searchCannedReplies(replies, "").map((r) => r.id)).toEqual([1, 2, 3]);
    expect(searchCannedReplies(replies, "KEY pc").map((r) => r.id)).toEqual([2]);
    expect(searchCannedReplies(replies, "лоадер АДМИН").map((r) => r.id)).toEqual([3]);
    expect(searchCannedReplies(replies, "key hello")).toEqual([]);
  });

  it("open on a slash at the start or after a space, with the words typed after it", () => {
    expect(slashQuery("/")).toEqual({ start: 0, query: "" });
    expect(slashQuery("/key")).toEqual({ start: 0, query: "key" });
    expect(slashQuery("Hello /key act")).toEqual({ start: 6, query: "key act" });
    expect(slashQuery("Hello\n/")).toEqual({ start: 6, query: "" });
    // A path or a date is not a command; neither is a slash followed by a new line.
    expect(slashQuery("C:/games")).toBeNull();
    expect(slashQuery("12/05")).toBeNull();
    expect(slashQuery("/key\nmore")).toBeNull();
    expect(slashQuery("no slash")).toBeNull();
  });
});
