/**
 * The user settings every LibreOffice the service starts runs with (its registrymodifications.xcu),
 * so that a document can never make it act beyond drawing itself:
 * - macros never run (highest security level, and macro execution disabled outright);
 * - links are never updated: Writer's and Calc's link update modes set to never, so fields such
 *   as INCLUDETEXT, linked sections, DDE links and external cell references keep what the file
 *   stored and no file or address they name is read;
 * - linked content from untrusted places is blocked (BlockUntrustedRefererLinks);
 * - no first-start wizards, no update checks, no crash reporter, no file locking.
 */
export function securityRegistry(): string {
  const item = (path: string, prop: string, type: string, value: string) =>
    `<item oor:path="${path}"><prop oor:name="${prop}" oor:op="fuse"><value>${value}</value></prop></item>`;
  const items = [
    item("/org.openoffice.Office.Common/Security/Scripting", "MacroSecurityLevel", "int", "3"),
    item("/org.openoffice.Office.Common/Security/Scripting", "DisableMacrosExecution", "boolean", "true"),
    item("/org.openoffice.Office.Common/Security/Scripting", "BlockUntrustedRefererLinks", "boolean", "true"),
    item("/org.openoffice.Office.Common/Security/Scripting", "CheckDocumentEvents", "boolean", "true"),
    // Writer: 0 never, 1 on request, 2 always.
    item("/org.openoffice.Office.Writer/Content/Update", "Link", "int", "0"),
    // Calc: 0 always, 1 never, 2 on request.
    item("/org.openoffice.Office.Calc/Content/Update", "Link", "int", "1"),
    item("/org.openoffice.Office.Common/Misc", "FirstRun", "boolean", "false"),
    item("/org.openoffice.Office.Common/Misc", "UseLocking", "boolean", "false"),
    item("/org.openoffice.Office.Common/Misc", "ShowTipOfTheDay", "boolean", "false"),
    item("/org.openoffice.Office.Jobs/Jobs/org.openoffice.Office.Jobs:Job['UpdateCheck']/Arguments", "AutoCheckEnabled", "boolean", "false"),
    item("/org.openoffice.Office.Recovery/RecoveryInfo", "Enabled", "boolean", "false"),
    item("/org.openoffice.Office.Recovery/AutoSave", "Enabled", "boolean", "false"),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${items.join("\n")}\n</oor:items>\n`;
}
