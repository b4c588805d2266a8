const count = new Intl.NumberFormat("en-US");
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** 10000 -> "10,000". */
export const formatCount = (value: number) => count.format(value);

/** An ISO time in the browser's zone: "Mar 4, 2025, 3:07 PM". */
export const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

/** 10485760 -> "10 MB". */
export const formatMegabytes = (bytes: number) => `${count.format(bytes / (1024 * 1024))} MB`;
