import type { ScriptTemplate } from "../../../shared/contracts/scripts.js";

/**
 * What a campaign's scripts say until someone saves them: a complete, polite LinkedIn sequence that an
 * SDR can send as it is and then tailor to the client's offer. The invite note stays within LinkedIn's
 * 300 characters. `{{FirstName}}` and `{{Company}}` are filled from the prospect when copied.
 */
export const DEFAULT_SCRIPTS: Record<ScriptTemplate, string> = {
  invite:
    "Hi {{FirstName}}, I came across your profile while looking at how teams at {{Company}} approach growth. " +
    "I speak with leaders in similar roles every week and always enjoy swapping notes on what is working. " +
    "Would be great to connect.",

  msg1: [
    "Thanks for connecting, {{FirstName}}!",
    "",
    "I work with teams like yours on filling the sales pipeline without adding headcount: we research the " +
      "right accounts, start the conversations and hand over meetings that are ready to go.",
    "",
    "Out of curiosity, how is {{Company}} finding new conversations with buyers at the moment: mostly " +
      "inbound, referrals or outbound?",
    "",
    "No pitch, just keen to hear how you are thinking about it.",
  ].join("\n"),

  msg2: [
    "Hi {{FirstName}}, a quick follow-on from my last note.",
    "",
    "The teams we work with usually see their first qualified meetings within a few weeks, because every " +
      "message is written for the person who receives it rather than sent to a whole list.",
    "",
    "If growing the pipeline is on the agenda at {{Company}} this quarter, I would be happy to show what " +
      "that could look like for a team your size. Would a short call next week be useful?",
  ].join("\n"),

  msg3: [
    "Hi {{FirstName}}, I know your inbox is busy, so I will keep this brief.",
    "",
    "Would you be open to a 15-minute call to see whether there is a fit? I can send over a couple of " +
      "times, or you are welcome to suggest whatever suits you best.",
    "",
    "Either way, thanks for reading.",
  ].join("\n"),

  msg4: [
    "Hi {{FirstName}}, I have not heard back, which usually means the timing is not right, and that is " +
      "completely fine.",
    "",
    "If someone else at {{Company}} looks after new business or pipeline, I would be grateful if you " +
      "could point me their way. Otherwise I will leave it here and wish you a great quarter.",
  ].join("\n"),

  followup1:
    "Hi {{FirstName}}, just bringing this back to the top of your inbox in case it got buried. " +
    "Is improving outbound results something {{Company}} is looking at this quarter?",

  followup2: [
    "Hi {{FirstName}}, one idea that has worked well for teams like {{Company}}: choose one narrowly " +
      "defined audience and write to them about a single problem they feel every week. Reply rates " +
      "often double.",
    "",
    "Happy to share a couple of examples if that would be useful.",
  ].join("\n"),

  followup3: [
    "Hi {{FirstName}}, I put together a short summary of what is working in LinkedIn outreach this " +
      "year: targeting, message length and follow-up timing.",
    "",
    "Would you like me to send it over? No strings attached.",
  ].join("\n"),

  followup4:
    "Hi {{FirstName}}, circling back one more time. If now is not the right moment, just let me know " +
    "when would suit you better and I will make a note to reach out then.",

  followup5: [
    "Hi {{FirstName}}, this will be my last message for now; I do not want to crowd your inbox.",
    "",
    "If growing the pipeline at {{Company}} becomes a priority later on, feel free to reach out here " +
      "any time. All the best!",
  ].join("\n"),
};
