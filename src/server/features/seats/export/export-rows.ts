/**
 * What is kept of a LinkedIn member's own data export: only what reconciling our outreach record needs.
 * Names, e-mail addresses, companies, positions and invitation messages are never kept. Profile keys are
 * the app's dedup key ("linkedin.com/in/jane-doe"); null when the file gives no member profile URL, so
 * the row cannot be matched.
 */

/** A row of Connections.csv. */
export interface ConnectionRow {
  line: number;
  profileKey: string | null;
  /** YYYY-MM-DD */
  connectedOn: string;
}

/** A row of Invitations.csv: an invitation still pending. */
export interface InvitationRow {
  line: number;
  direction: "OUTGOING" | "INCOMING";
  sentAt: Date;
  inviterKey: string | null;
  inviteeKey: string | null;
}

/**
 * A row of messages.csv. Its content is kept because the rows that match no prospect are dropped
 * before anything is written.
 */
export interface MessageRow {
  line: number;
  conversationId: string;
  senderKey: string | null;
  recipientKeys: string[];
  sentAt: Date;
  content: string;
  /** Sent by a company (an ad), not by a member. */
  sponsored: boolean;
}

/** The files of one upload, read; null where the upload did not hold that file. */
export interface ExportArchive {
  /** The files read, by their names in LinkedIn's export. */
  files: string[];
  connections: ConnectionRow[] | null;
  invitations: InvitationRow[] | null;
  messages: MessageRow[] | null;
  /** Drafts in messages.csv, never sent: skipped. */
  draftsSkipped: number;
  /**
   * Invitations.csv is an older export without the inviterProfileUrl and inviteeProfileUrl columns: its
   * rows are read but none can be matched to a person.
   */
  invitationsWithoutUrls: boolean;
}

/** The three files read, by their names in LinkedIn's export. */
export const EXPORT_FILES = ["Connections.csv", "Invitations.csv", "messages.csv"] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];
