
// What the platform says about a request it cannot take, whatever the call: the router's address
// and body faults, the security guards and rate limits, uploads, data tables, unsafe text. Part of
// the core catalog (coreMessages in ./message-catalog.ts).
export const platformMessages = {
  // the address and the body (ops/server/call-router.ts)
  AddressInvalid: 'The address is not valid: check the call name',
  AddressMalformed: 'Malformed URL escape in the address',
  BodyNotJson: 'The request body is not valid JSON',
  SendJsonObject: 'Send a JSON object, e.g. {"email": "…"}',
  BodyTooLarge: 'The request is too large: this call accepts at most {{size}}',
  BodyNotUtf8: 'Send the body in UTF-8 (Content-Type: application/json; charset=utf-8)',
  BodyEncodingUnsupported: 'Send the body uncompressed or with gzip, deflate or br Content-Encoding',
  BodyArrivedIncomplete: 'The request body arrived incomplete, please send it again',
  BodyIncomplete: 'Incomplete body',
  RequestInvalid: 'The request is not valid',
  RequestUnhandled: 'The request cannot be handled',
  InputInvalid: 'Invalid input',
  CallUnknown: 'Unknown call "{{name}}"',
  CallAddress: 'There is no such call: the address is /api/{name}',
  UsePost: 'Use POST for calls (got {{method}})',
  NothingHere: 'Nothing here: {{request}}',
  JsonOnly: 'This call answers JSON only: ask with Accept: application/json',
  // text the database cannot hold (contracts/core/safe-strings.ts)
  NulCharacter: 'Remove the NUL character (\\u0000): it cannot be stored',
  BrokenCharacter: 'Remove the broken character (a lone UTF-16 surrogate such as \\ud800): it cannot be stored',
  NulCharacterInName: 'Remove the NUL character (\\u0000) from the field name: it cannot be stored',
  BrokenCharacterInName: 'Remove the broken character (a lone UTF-16 surrogate such as \\ud800) from the field name: it cannot be stored',
  NulCharacterInField: 'Remove the NUL character (\\u0000) from "{{field}}": it cannot be stored',
  BrokenCharacterInField: 'Remove the broken character (a lone UTF-16 surrogate such as \\ud800) from "{{field}}": it cannot be stored',
  NestedTooDeep: 'Nest the data at most {{depth}} levels deep',
  // a read model's position in the log (contracts/core/position.ts)
  NotALogPosition: 'A log position is a whole number',
  // the guards and rate limits (ops/server/security.ts)
  OriginRefused: 'Calls from {{origin}} are not allowed',
  MetricsTokenUnset: 'Metrics need METRICS_TOKEN to be set on the server',
  MetricsTokenMissing: 'Send the metrics token as a Bearer token',
  SendingTooFast: 'You are sending too fast, please wait a minute and try again',
  TooManyFromNetwork: 'Too many attempts from your network, please wait a minute and try again',
  TooManyMails: 'We already sent several emails to this address, please check your inbox or try again in {{minutes}} minutes',
  AccountLockedFor: 'Too many failed attempts for this account: it is locked for {{minutes}} minutes. Try again later or reset your password',
  // uploads (ops/uploads)
  SendMultipart: 'Send the files as multipart/form-data',
  FileTooLarge: 'The file is too large: at most {{size}}',
  FileFieldUnexpected: 'Unexpected file field "{{field}}"',
  FilesTooMany: 'Too many files in "{{field}}"',
  FormTooLarge: 'The form has too many or too long fields',
  UploadIncomplete: 'The upload arrived incomplete, please send it again',
  FormFieldUnexpected: 'Unexpected form field "{{field}}"',
  SendFieldOnce: 'Send "{{field}}" once, as text',
  AttachFileIn: 'Attach a file in "{{field}}"',
  AttachFile: 'Attach the file',
  // dates (contracts/core/dates.ts)
  DateOutOfRange: 'Use a date between the years {{from}} and {{to}}',
  FileEmpty: 'The file is empty',
  ArchiveDamaged: "The document's archive is damaged or too large ({{detail}})",
  CompressionUnknown: 'The document uses an unknown compression',
  ExpandsTooMuch: 'The document expands to too much data',
  NotAWordDocument: 'The file is not a Word document',
  MacrosRefused: 'Documents with macros are not accepted',
  FileTypeRefused: 'This file type is not accepted here: send {{types}}',
  MarkupRefused: 'The file holds web page markup, which is not accepted',
  ScriptInImage: 'The image holds script, which is not accepted',
  NameClaimsOtherType: 'The file is named .{{extension}} but its content is {{kind}}',
  // data tables (contracts/core/data-table.ts)
  SearchableColumnsOnly: 'Search only in the searchable columns: {{columns}}',
  SortableColumnsOnly: 'Sort only by a sortable column: {{columns}}',
  ExportedColumnsOnly: 'Titles only for the exported columns: {{columns}}',
} as const satisfies Readonly<Record<string, string>>;
