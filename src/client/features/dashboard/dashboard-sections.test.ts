import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Metrics } from "../../../shared/contracts/metrics";
import { DashboardSections } from "./dashboard-sections";

const METRICS: Metrics = {
  invited: 10,
  messagesSent: 9,
  followUpsSent: 4,
  connected: 5,
  replied: 2,
  positiveReplies: 0,
  meetingsBooked: 1,
  invitedConnected: 5,
  invitedReplied: 2,
  inviteToConnectionRate: 50,
  connectionToReplyRate: 40,
  badDataCount: 3,
  averageLastTouchDays: 2.5,
  totalProspects: 120,
};

const PREVIOUS: Metrics = {
  ...METRICS,
  invited: 8,
  messagesSent: 10,
  followUpsSent: 4,
  connected: 0,
  replied: 0,
  positiveReplies: 0,
  meetingsBooked: 0,
  invitedConnected: 0,
  invitedReplied: 0,
  inviteToConnectionRate: 0,
  connectionToReplyRate: 0,
  badDataCount: 1,
};

const render = (metrics: Metrics & { previous?: Metrics | null }) =>
  renderToStaticMarkup(
    createElement(DashboardSections, {
      metrics,
      updating: false,
      activity: { rows: [], isPending: false, error: null, retry: () => undefined },
    }),
  );

/** The markup of the element that opens at `start`, up to its closing tag (cards nest only divs). */
function elementAt(markup: string, start: number): string {
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(markup); tag; tag = tags.exec(markup)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return markup.slice(start, tags.lastIndex);
  }
  throw new Error("unclosed element");
}

/** Each card's text as a reader sees it, by its label: the label, the figure, the change, the hint. */
function cardTexts(metrics: Metrics & { previous?: Metrics | null }): Map<string, string> {
  const markup = render(metrics);
  const cards = new Map<string, string>();
  for (const match of markup.matchAll(/<div [^>]*role="group"[^>]*>/g)) {
    const card = elementAt(markup, match.index);
    const text = card
      .replace(/<span class="sr-only">[^<]*<\/span>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    cards.set(/<p id="[^"]*"[^>]*>([^<]+)<\/p>/.exec(card)?.[1] ?? "", text);
  }
  return cards;
}

describe("dashboard cards against the previous period", () => {
  const cards = cardTexts({ ...METRICS, previous: PREVIOUS });

  it("every card is there", () => {
    expect([...cards.keys()]).toEqual([
      "Invited",
      "Messages Sent",
      "Follow-Ups Sent",
      "Connected",
      "Replied",
      "Positive Replies",
      "Meetings Booked",
      "Invite-to-Connection Rate",
      "Connection-to-Reply Rate",
      "Prospects Marked Bad Data",
      "Average Last Touch (days)",
    ]);
  });

  it("counts show the arrow and the percent, 0% when unchanged", () => {
    expect(cards.get("Invited")).toBe("Invited 10 ▲ 25% of 120 prospects");
    expect(cards.get("Messages Sent")).toBe("Messages Sent 9 ▼ 10% Messages M1–M4");
    expect(cards.get("Follow-Ups Sent")).toBe("Follow-Ups Sent 4 0% Follow-ups FF1–FF5");
    expect(cards.get("Prospects Marked Bad Data")).toBe(
      "Prospects Marked Bad Data 3 ▲ 200% Flagged and set aside",
    );
  });

  it("a figure that was 0 before is New; 0 in both shows nothing", () => {
    expect(cards.get("Connected")).toBe("Connected 5 New Accepted the invite");
    expect(cards.get("Meetings Booked")).toBe("Meetings Booked 1 New Disposition Meeting");
    expect(cards.get("Positive Replies")).toBe("Positive Replies 0 Interested or question");
  });

  it("rates move in percentage points; a rate with no denominator before is New", () => {
    expect(cards.get("Invite-to-Connection Rate")).toBe(
      "Invite-to-Connection Rate 50.0% ▲ 50.0 pts Of those invited in the period, now connected",
    );
    expect(cards.get("Connection-to-Reply Rate")).toBe(
      "Connection-to-Reply Rate 40.0% New Of those connected in the period, now replied",
    );
  });

  it("for All Time the rates say what they divide", () => {
    const allTime = cardTexts({ ...METRICS, previous: null });
    expect(allTime.get("Invite-to-Connection Rate")).toBe(
      "Invite-to-Connection Rate 50.0% Connected ÷ invited",
    );
    expect(allTime.get("Connection-to-Reply Rate")).toBe(
      "Connection-to-Reply Rate 40.0% Replied ÷ connected",
    );
  });

  it("the average last touch describes now, so it has no change", () => {
    expect(cards.get("Average Last Touch (days)")).toBe(
      "Average Last Touch (days) 2.5 Days since the last step",
    );
  });

  it("the change is spoken in words for screen readers", () => {
    expect(render({ ...METRICS, previous: PREVIOUS })).toContain(
      '<span class="sr-only">up 25% from 8</span>',
    );
  });
});

describe("dashboard cards for All Time", () => {
  it("show no change at all", () => {
    const cards = cardTexts({ ...METRICS, previous: null });
    expect(cards.get("Invited")).toBe("Invited 10 of 120 prospects");
    expect(cards.get("Connected")).toBe("Connected 5 Accepted the invite");
    expect(cards.get("Invite-to-Connection Rate")).toBe(
      "Invite-to-Connection Rate 50.0% Connected ÷ invited",
    );
  });
});
