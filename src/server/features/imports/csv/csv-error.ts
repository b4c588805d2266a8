/** A CSV file that cannot be read; the message is shown to the user as it is. */
export class CsvError extends Error {
  override readonly name = "CsvError";
}
