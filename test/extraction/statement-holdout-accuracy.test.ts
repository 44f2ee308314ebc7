import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { chromiumPath, evaluateHeldOutStatements, statementPrecision, statementRecall, statementReportLines, summed } from "../../bench/statement-eval.ts";

/**
 * Bank statements in layouts the statement rules were not written for (bench/statement-holdout.ts
 * and statement-holdout-b.ts to statement-holdout-m.ts, thirteen batches), printed to PDF by Chromium
 * and scored against the truth they were written from (bench/statement-eval.ts). The floors are the figures reached
 * when they were recorded, rounded down; a change that reads fewer fields right or gives more
 * wrong values fails. When first read, before the rules were changed for what each showed, batch
 * A gave 80.2 % of its fields and dropped 26 bookings in silence, batch B 84.1 %, batch C 60.8 %
 * with 53 bookings dropped in silence: the first readings are what new layouts should expect.
 *
 * Batch D (bench/statement-holdout-d.ts) was written after the rules were changed for C and
 * committed before it was read. Its first reading was 81.0 % of fields at 94.9 % precision, with
 * 16 bookings dropped in silence (a credit union's withdrawals table, read without dates and with
 * the wrong sign). The rules were then changed for what it showed (periods in headings, yearless
 * dd/mm dates, balances in more languages, signs from section headings or arithmetic), so it has
 * been tuned on like A to C and no longer counts as unseen: its floors are what it reads now,
 * rounded down by one field's worth.
 *
 * Batch E (bench/statement-holdout-e.ts) was written by someone who had not read the rules, and
 * committed before it was read. Its first reading, with the rules as they were before D's
 * changes: 40.9 % of fields at 76.1 % precision, 196 of 329 bookings dropped, 180 of them in
 * silence. After D's changes, which were not made for it: 62.6 % at 96.3 % precision, 126
 * dropped, 111 in silence (unpadded d.m.yyyy dates, dates stacked with a time or a value date in
 * one cell, forints without decimals, a currency sign inside a signed amount, "16/DIC" dates).
 * The rules were then changed for what it showed (Czech and Hungarian headings and dates, a time
 * or a value date under a booking's date, whole-forint amounts, day/month-abbreviation dates
 * across a year's end, group headings over underlined columns, payments listed as pending,
 * Scandinavian balance and carry lines, periods wrapped under their line): it now reads 99.7 % at
 * 100.0 % precision, none dropped. So E too has been tuned on and no longer counts as unseen: its
 * floors are what it reads now, rounded down by one field's worth.
 *
 * Batch F (bench/statement-holdout-f.ts) was written after the changes for E by someone who had
 * not read the rules, and committed before it was read. Its first reading: 83.2 % of fields at
 * 95.6 % precision, 49 of 347 bookings dropped, 45 of them in silence (a Japanese bank's
 * Reiwa-era "R07.05.12" dates read as nothing, 34 bookings in silence; an American statement's
 * checks listed two to a row by number, 11 in silence; a Romanian statement's daily totals and a
 * Greek one's page totals taken for bookings; a Nigerian one whose text is the last column).
 * The rules were then changed for what it showed (rows whose figures are the sums of the bookings
 * since the last total, carry or balance are no bookings, with total words in more languages;
 * Japanese era dates, a date run into the text and a note run into the balances split off,
 * yen without decimals; tables printed two or three to a line unfolded, checks read by the
 * caption's side; a text column's lines wrapped beside other wrapped cells or over wide lines
 * kept; balances named by their date alone, letter-spaced, or as "Primo"/"Ultimo"; a label's
 * remnant or a balance's label is no holder, "TL" after the figures is Turkish lira): it now
 * reads 100.0 % at 100.0 % precision, none dropped. So F too has been tuned on and no longer
 * counts as unseen: its floors are what it reads now, rounded down by one field's worth.
 *
 * Batch G (bench/statement-holdout-g.ts) was written after the changes for F by someone who had
 * not read the rules, and committed before it was read. Its first reading: 59.5 % of fields at
 * 88.9 % precision, 107 of 344 bookings dropped, 9 of them in silence (a Chinese statement whose
 * summary column precedes eight-digit dates and whose remark column was taken for the text; an
 * M-PESA-style export and an Indonesian bank's "1.250.000,00 DB" amounts read as nearly nothing
 * but quoted; a Croatian statement with the other party on the line above its booking, given to
 * the booking before; a right-to-left statement whose value date was taken for the booking date;
 * a Russian one whose description is on the booking's second line). The rules were then changed
 * for what it showed (the booking's date from the column headed the date, not the value date's,
 * wherever it stands; a bank's name is never the holder, with bank and holder words in more
 * scripts; column headings in Croatian, Russian, Ukrainian, Indonesian, Chinese, Korean and
 * Arabic; a second line under two dates' headings goes on with the booking's text; a line of
 * text set apart from the row above and close to the row below leads that row; eight-digit
 * dates in the date column; headings kept over a rule wider than they are; a money cell with two
 * figures gives no amount): it now reads 69.0 % at 99.8 % precision, 105 bookings dropped, 7 of
 * them in silence (the mobile-money export and the Indonesian amounts are still read as nearly
 * nothing). Later rounds for other batches brought it to 81.0 %; a period stated as a month
 * ("PERIODE : MEI 2025" the whole of May), "DB" after a figure read as money out and the
 * Indonesian balance words ("SALDO AWAL", "SALDO AKHIR") then read the Indonesian statement whole:
 * G read 92.4 % at 99.9 % precision, 22 bookings dropped, all quoted (the Chinese statement's
 * second page, its columns set tighter than the first's, each line read as one run). Measuring a
 * page's own word space on the gaps between words only, not on those beside figures, then read
 * that page too: G reads 98.2 % at 99.9 % precision, one booking dropped and quoted. So G has
 * been tuned on and no longer counts as unseen: its floors are what it reads now, rounded down by
 * one field's worth.
 *
 * Batch H (bench/statement-holdout-h.ts), mainstream layouts of American, British, German, French,
 * Italian and Canadian banks, was written after the changes for G by someone who had not read the
 * rules, and committed before it was read. Its first reading: 57.3 % of fields at 92.7 % precision,
 * 133 of 373 bookings dropped, none in silence (an Italian statement with the amounts before the
 * text and a Canadian one with the date after the amounts read as nearly nothing; a business
 * account's unpadded "2/3" dates after its first page; a postal bank's booking date over its value
 * date in one cell, the later taken; an app bank's day headings given to the bookings' texts).
 * The rules were then changed for what it showed (a day's heading above its bookings dates them
 * and is never part of a text; the top of two dates stacked under a heading naming both, the
 * booking's first, is the booking date, and the value date's line goes on with its text; a
 * balance row's figure in the debit column is below zero; "DEC20" dates; column headings taken
 * into the block above a table found without them head it, with a column of its own for a
 * heading right of the last; a heading over two lines inside a table, and among a table's parts
 * the one filling every column leading the join; a balance on a date with its figure in the next
 * run, or named with its currency): it now reads 98.9 % at 100.0 % precision, 4 bookings
 * dropped, none in silence (a consumer statement's three checks listed by number and its service
 * fee, each in a small table of its own, quoted; a business account's period, stated only as its
 * balances' yearless dates, missed). So H has been tuned on and no
 * longer counts as unseen: its floors are what it reads now, rounded down by one field's worth.
 *
 * Batch I (bench/statement-holdout-i.ts), mainstream layouts of Australian, New Zealand, Irish,
 * Scottish, American, German, Swiss, French and Spanish banks, was written after the changes for H
 * by someone who had not read the rules, and committed before it was read. Its first reading:
 * 94.0 % of fields at 94.5 % precision, none of 375 bookings dropped (a German turnover list with
 * the balance before the amount and the text in three columns; "F.Valor" dates taken for the
 * booking dates; "OD" balances read without their sign; a period taken from a booking's text).
 * The rules were then changed for what it showed (a column of dates whose heading names no role,
 * or only the text's, beside one headed as the value date, however abbreviated, is the booking's
 * date; "OD" after a balance is below zero and no note of a column of its own; a period label on
 * a booking's lines is the booking's text, not the statement's period; "Your account name" labels
 * the holder, and a "Banking Group" is a bank; a dated balance row heads the undated bookings
 * under it; a booking's text set in several columns headed as its parts is joined in column
 * order; a balance's label with only its date takes the figure under it): it now reads 100.0 % at
 * 100.0 % precision, none dropped. So I has been tuned on and no longer counts as unseen: its
 * floors are what it reads now, rounded down by one field's worth.
 *
 * Batch J (bench/statement-holdout-j.ts), mainstream layouts of Belgian, Austrian, Luxembourg,
 * Swedish, Portuguese, American, Canadian, British and German banks, was written after the changes
 * for I by someone who had not read the rules, and committed before it was read. Its first reading:
 * 90.7 % of fields at 98.4 % precision, 14 of 379 bookings dropped, 1 of them in silence (a
 * Luxembourg statement with the text before the dates, its value date taken for the booking date;
 * a savings bank's date on a line of its own over the text, the texts missed; an IBAN with the
 * currency run into it). Six of its nine statements read at or above 99 %. Those are its floors;
 * they may only rise.
 *
 * Batch K (bench/statement-holdout-k.ts), mainstream layouts of Polish, Lithuanian, Mexican,
 * American, Australian, Singaporean, Hong Kong, Malaysian and Japanese banks, was written after the
 * changes for J by someone who had not read the rules, and committed before it was read. Its first
 * reading: 87.6 % of fields at 93.6 % precision, 24 of 365 bookings dropped, 4 of them in silence
 * (deposits before withdrawals under Spanish headings, every sign inverted; a Lithuanian
 * statement's unsigned amounts with a D/K letter and turnover rows; a consolidated statement whose
 * running header made a column of its own on later pages, and whose second currency's section was
 * read as the first's; an American statement's checks in a table of their own and lines dated
 * "Mar 10" never checked as booking lines; banks' names without their legal form). The rules were
 * then changed for what it showed (Spanish and other deposit/withdrawal headings, the running
 * balance the arbiter of the money-out and money-in columns' sides; a bank's legal form in the
 * letterhead; balances carried forward at the table's ends as the opening and closing; lines
 * dated with the month's name checked; Lithuanian, Latvian and Estonian balance, turnover, party
 * and holder words and the "K" credit letter; a running header set apart above the headings no
 * part of them; a balance brought forward that is not the balance reached opening another
 * account; a captioned table of checks read by its caption's side): it now reads 99.9 % at 99.9 %
 * precision, none dropped. So K has been tuned on and no longer counts as unseen: its floors are
 * what it reads now, rounded down.
 *
 * Batch L (bench/statement-holdout-l.ts), mainstream layouts of Chilean, Argentine, American
 * (a brokerage's cash account), Israeli, Thai, Vietnamese, Kenyan, Fijian and Icelandic banks, was
 * written after the changes for K by someone who had not read the rules, and committed before it
 * was read. Its first reading: 73.1 % of fields at 88.1 % precision, 92 of 395 bookings dropped,
 * 80 of them in silence (pesos and krónur printed in whole units with a point before each three
 * digits, "38.450" read as 38.45, so every amount was wrong and no line was left unaccounted for;
 * the other party in a "Details" column after the balance, or in a "Remitter" column beside its
 * bank's, left out of the text; a brokerage's activity whose headings the holdings table above
 * took in, its first page's rows quoted; bilingual labels, a summary band of labels over figures
 * and Icelandic balance lines missed; "$" for pesos read as dollars). The rules were then changed
 * for what it showed (a document with no figure in cents and several grouped by points writes
 * whole units, its point no decimal mark; "Descriptions", "Details" and "Remitter" columns parts
 * of the booking's text, the other party's bank not; a label's second language after a slash; a
 * band of labels over as many figures; a table without headings whose rows read as the booking
 * table's joined to it; Icelandic balance words and whole figures after a balance's date; no
 * currency for "$" where pesos are named, ILS for "NIS"): it now reads 99.1 % at 99.4 % precision,
 * none dropped (what is left is banks' legal forms printed only in the fine print and holders'
 * names as the page spells them). So L has been tuned on and no longer counts as unseen: its
 * floors are what it reads now, rounded down.
 *
 * Batch M (bench/statement-holdout-m.ts), mainstream current accounts of American, British,
 * Spanish, Dutch, Swiss, Indian, South African, Quebec and Danish banks, was written after the
 * changes for L by someone who had not read the rules, and committed before it was read. Its first
 * reading: 81.9 % of fields at 94.2 % precision, 46 of 363 bookings dropped, none in silence (a
 * South African statement's dates after the amounts as "05 21", month and day a space apart, not
 * read as dates, so all 40 of its bookings were quoted; an American business statement's sections
 * of money out under headings of "Deductions" not taken for headings, so its card and electronic
 * withdrawals kept the deposits' side, each amount wrong in sign, and its one-row section quoted;
 * a Spanish statement's "Observaciones" column left out of every booking's text; a Swiss one's
 * "Solde à nouveau" opening and "Solde en votre faveur" closing missed, the balance carried at the
 * first page's foot taken for the opening; a Dutch one's balances marked "(credit)" missed; a
 * Quebec credit union's fee column quoted, a summary's balance read as the account number). The
 * rules were then changed for what it showed (two pairs of digits a space apart a month and day,
 * settled by the period; "Deductions" a side in section headings, and a sum stated in a sentence,
 * "There were 11 deposits totaling …", ending the section; a remarks column part of the booking's
 * text; the French balance words; a balance's side in words in brackets after it; a fee column
 * beside debit and credit columns money out; no figure with cents an account number, no line
 * naming a currency's code the holder): it now reads 99.0 % at 99.5 % precision, one booking
 * dropped and quoted (a section of a single booking, whose one row makes no table). What is left
 * is mostly banks' legal forms printed only in the fine print. So M has been tuned on and no
 * longer counts as unseen: its floors are what it reads now, rounded down.
 *
 * Batch N (bench/statement-holdout-n.ts), mainstream current accounts of German, Italian,
 * Brazilian, Polish, Canadian, South African, Singaporean, Australian and Norwegian banks, was
 * written after the changes for M by someone who had not read the rules, and committed before it
 * was read. Its first reading, the latest figure for layouts the rules do not know: 81.0 % of
 * fields at 95.7 % precision, 62 of 366 bookings dropped, 43 of them in silence (a Brazilian
 * digital bank's statement grouped under day headings, its rows undated, every booking dropped
 * and none quoted, since a line without a date is not taken for a booking line; a South African
 * statement's fee rows, in a fee column of their own, dropped though quoted; a Polish one's kind
 * of transaction, in a column of its own before the amount, left out of every booking's text).
 * The rules were then changed for what it showed (a statement with no dated booking read as
 * grouped under day headings: a date alone on its line heads the day, found on the page above a
 * group's heading where a table across pages leaves it out, a row of words and a figure signed
 * "+" or "-" heads a group of money in or out, and its rows of text and an unsigned figure are
 * that day's bookings on that side when they add up to the total it states, else quoted; a fee
 * column's heading read without a footnote's mark, "Fee*"; a column headed as the kind of
 * transaction, in words, part of the booking's text in column order; a line worded as a total
 * never the holder): it now reads 98.9 % at 99.3 % precision, none dropped. What is left is
 * mostly banks' legal forms printed only in the fine print. So N has been tuned on and no longer
 * counts as unseen: its floors are what it reads now, rounded down.
 *
 * Batch O (bench/statement-holdout-o.ts), mainstream retail accounts of American, Canadian,
 * British, Irish, German, Belgian, French and Austrian banks and app banks, was written after the
 * changes for N by someone who had not read the rules, and committed before it was read. Its first
 * reading, the latest figure for layouts the rules do not know: 82.2 % of fields at 97.3 %
 * precision, 55 of 378 bookings dropped, 40 of them in silence (a transfer account's statement
 * listed newest first with no date column, each booking's date opening the long details line
 * under its text: the details lines, wider than most of the table, closed it at every booking,
 * and the bookings found, undated, were given up for the day-group reader, which read none; a
 * Canadian statement whose money out and in are headed "Amounts deducted from your account" and
 * "Amounts added to your account" over four lines, under a summary table that took its headings
 * in, every amount's side lost). Its seven other statements read 98.4 % to 100 %. The rules were
 * then changed for what it showed (a long line in a table's first column that stops short of the
 * figures' columns goes on with that column's text; with no date column, a booking's date is the
 * one full date its text states; undated bookings are kept where no day heading dates them; the
 * running balances of a statement listed newest first are followed from its last line up;
 * "Amounts deducted"/"added", "Outgoing"/"Incoming" head money out and in; a heading line over
 * figures starts a new table under a summary when all but one of its headings stand over the
 * first bookings' figures): it now reads 99.2 % at 99.7 % precision, none dropped. What is left
 * is banks' legal forms, holders' salutations and balances printed only in a summary box. So O has
 * been tuned on and no longer counts as unseen: its floors are what it reads now, rounded down.
 *
 * Batch P (bench/statement-holdout-p.ts), mainstream retail and small-business accounts of
 * Colombian, Indian, Peruvian, Romanian, Nigerian, American, Turkish, Japanese and Emirati banks,
 * was written at the same time as O by someone who had not read the rules, committed before it
 * was read, and read once after the changes for O. Its first reading, the latest figure for
 * layouts the rules do not know: 73.0 % of fields at 94.5 % precision, 101 of 435 bookings
 * dropped, 37 of them in silence (a Colombian savings statement whose period "DESDE: 2024/12/31
 * HASTA: 2025/03/31" was not read, so its yearless "3/01" dates placed none of its bookings; a
 * Romanian one dated "02 martie 2025", every booking quoted but its quote cut before the amount;
 * a Nigerian digital bank's "To / From" column left out of the texts; an Indian statement's one
 * column headed "Withdrawal (Dr)/ Deposit (Cr)" with "1,842.00(Cr)" read as money out). Its five
 * other statements read 96.4 % to 99.5 %. The rules were then changed for what it showed (year-first
 * dates with slashes or dots in a period, a label's colon after "HASTA"; month names in Romanian,
 * Turkish, Indonesian, Hungarian, Polish and Czech; a long row quoted with its text cut and its
 * figures whole; "To / From" and "Counterparty" columns part of the text; a side's mark in
 * brackets glued to a figure gives its side, whatever column it stands in; a kind of account is
 * never the holder): it now reads 99.0 % at 99.6 % precision, none dropped. What is left is mostly
 * banks' legal forms printed only in the fine print. So P has been tuned on and no longer counts
 * as unseen: its floors are what it reads now, rounded down.
 *
 * Batches Q (bench/statement-holdout-q.ts), mainstream European retail and small-business
 * accounts (German, French, British, Catalan, Dutch, Swiss and Portuguese banks), and R
 * (bench/statement-holdout-r.ts), mainstream accounts of an American credit union and Brazilian,
 * Indian, Pakistani, Egyptian, Saudi, Malaysian, Mexican and Chilean banks, were written at the
 * same time, after the changes for P, by people who had not read the rules, committed before they
 * were read, and read once with the same rules. Their first readings, the latest figures for
 * layouts the rules do not know: Q 96.9 % of fields at 99.6 % precision, 12 of 378 bookings
 * dropped, all quoted (a French cooperative bank's last page, its running header taken into the
 * repeated headings' cells, so not joined to the table; the evaluation first counted one of its
 * bookings as dropped in silence, its quote printing "2 086,74" with a plain space where the
 * evaluation looked for a no-break one, since corrected); R 92.0 % at 99.7 % precision, 28 of 378
 * dropped, none in silence (a Malaysian statement listed newest first whose bilingual headings
 * wrapped differently on its first page, so its other pages were not joined to it). Their other
 * sixteen statements read 97.9 % to 100 %. The rules were then changed for what they showed (a
 * repeated heading that ends with the other's, a running header or a second language's words
 * taken into its cell, is the same heading; a row quoted from a page's line keeps its figures
 * whole however long its text): Q now reads 99.6 % at 99.6 % precision and R 99.5 % at 99.9 %,
 * none dropped. So Q and R have been tuned on and no longer count as unseen: their floors are
 * what they read now, rounded down.
 *
 * Batches S (bench/statement-holdout-s.ts), the most ordinary current accounts of British,
 * Canadian, German, Swedish, French, Czech, Swiss, Finnish and Austrian banks, and T
 * (bench/statement-holdout-t.ts), those of Argentine, Philippine, Indonesian, Hong Kong, Nigerian,
 * Colombian, American, Indian and New Zealand banks, were written at the same time, after the
 * changes for Q and R, by people who had not read the rules, committed before they were read, and
 * read once with the same rules. Their first readings, the latest figures for layouts the rules do
 * not know: S 94.0 % of fields at 99.4 % precision, 25 of 384 bookings dropped, 8 in silence (a
 * British statement whose column headings, set right under a summary box, were taken as the box's
 * last line, so its first page's table had no headings and was not joined to the others: its rows
 * that print no date of their own went unquoted; a German one whose yearless "02.05." dates and
 * signs set apart were read on two pages of three); T 77.1 % at 96.6 % precision, 89 of 389
 * dropped, none in silence (an American statement's period "June 1-30, 2025" and a Colombian one's
 * "INFORME DEL MES: JUNIO / 2025" not read, so their yearless dates placed nothing; the American
 * one's "Transaction Type" column taken for the text; an Indonesian e-statement's clock times
 * "12:30:15 WIB" under the dates not taken for times, each booking's second line lost). Their
 * other eleven statements read 98.4 % to 100 %. The rules were then changed for what they showed
 * (a line of three column headings under a box of figures with no headings of its own starts a
 * table; one month's days written once; a month named after "mes"/"month"; a kind's column is no
 * text beside a column headed as the description; a clock time may carry its zone): S now reads
 * 99.6 % at 99.7 % precision and T 99.7 % at 99.9 %, none dropped. So S and T have been tuned on
 * and no longer count as unseen: their floors are what they read now, rounded down.
 *
 * Batches U (bench/statement-holdout-u.ts), the most ordinary current accounts of British, Irish,
 * German, Italian, Spanish, Dutch, Polish, Greek and Belgian banks, and V
 * (bench/statement-holdout-v.ts), those of Sri Lankan, Ghanaian, Moroccan, Qatari, Jordanian,
 * Vietnamese, Peruvian, Canadian and South African banks, were written at the same time, after
 * the changes for S and T, by people who had not read the rules, committed before they were read,
 * and read once with the same rules. Their first readings, the latest figures for layouts the
 * rules do not know: U 91.6 % of fields at 97.7 % precision, 24 of 356 bookings dropped, 8 in
 * silence (an Irish statement whose overdrawn balances are marked "dr" glued to the figure, read
 * as no balance, so its sides came out reversed and two of its pages were not joined, their rows
 * without a date of their own unquoted); V 88.1 % at 99.7 % precision, 46 of 353 dropped, none
 * in silence (a Canadian statement's period "MAY 31/25 - JUN 30/25" not read, so its "JUN02"
 * dates placed nothing, every booking quoted). Their other sixteen statements read 97.5 % to
 * 100 %. The rules were then changed for what they showed (side marks in small letters, "dr" and
 * "cr", also glued to the figure; a month's name, a day and a two-digit year after a slash; the
 * legal forms "p.l.c." and "AB (publ)"): U now reads 99.8 % at 99.9 % precision and V 99.4 % at
 * 99.7 %, none dropped. So U and V have been tuned on and no longer count as unseen: their floors
 * are what they read now, rounded down.
 *
 * A bank's name is given with its legal form where a line of the first page, its fine print
 * included, prints the same name going on with it ("Kaveri Commercial Bank Ltd. · Regd. Office
 * …"): twenty statements' truths name the bank so, four others by the letterhead's shorter name
 * alone (E and H lost two fields each to it, so their precision floors stand a tenth lower).
 *
 * For batches A to F, H and I, whatever else changes, no booking may be dropped without an
 * unplacedRows check quoting it.
 */
const floors = { recall: 99.7, precision: 99.8, batchB: 99.5, batchC: 99.5 };

/** Per batch from D on: its size, and the fields right, the precision and the bookings dropped in silence it may not fall below or rise above. */
const batchFloors = {
  D: { statements: 8, bookings: 280, recall: 99.9, precision: 99.9, silent: 0 },
  E: { statements: 9, bookings: 320, recall: 99.5, precision: 99.8, silent: 0 },
  F: { statements: 9, bookings: 340, recall: 99.9, precision: 99.9, silent: 0 },
  G: { statements: 9, bookings: 340, recall: 98.7, precision: 99.9, silent: 0 },
  H: { statements: 9, bookings: 370, recall: 98.7, precision: 99.8, silent: 0 },
  I: { statements: 9, bookings: 370, recall: 99.9, precision: 99.9, silent: 0 },
  J: { statements: 9, bookings: 370, recall: 100.0, precision: 100.0, silent: 0 },
  K: { statements: 9, bookings: 360, recall: 99.9, precision: 99.9, silent: 0 },
  L: { statements: 9, bookings: 390, recall: 99.3, precision: 99.6, silent: 0 },
  M: { statements: 9, bookings: 360, recall: 99.2, precision: 99.6, silent: 0 },
  N: { statements: 9, bookings: 360, recall: 99.4, precision: 99.8, silent: 0 },
  O: { statements: 9, bookings: 370, recall: 99.4, precision: 99.7, silent: 0 },
  P: { statements: 9, bookings: 430, recall: 99.5, precision: 99.9, silent: 0 },
  Q: { statements: 9, bookings: 370, recall: 99.5, precision: 99.5, silent: 0 },
  R: { statements: 9, bookings: 370, recall: 99.4, precision: 99.8, silent: 0 },
  S: { statements: 9, bookings: 380, recall: 99.5, precision: 99.6, silent: 0 },
  T: { statements: 9, bookings: 380, recall: 99.6, precision: 99.8, silent: 0 },
  U: { statements: 9, bookings: 350, recall: 99.7, precision: 99.8, silent: 0 },
  V: { statements: 9, bookings: 350, recall: 99.3, precision: 99.6, silent: 0 },
};

describe("bank statements in held-out layouts", { skip: chromiumPath() === null ? "no Chromium to print them with" : false }, () => {
  it("reads them at or above the recorded floors and drops no booking in silence", async (t) => {
    const report = await evaluateHeldOutStatements();
    for (const line of statementReportLines(report)) t.diagnostic(line);
    assert.ok(report.statements.length >= 21 && report.bookings >= 600, `${report.statements.length} statements, ${report.bookings} bookings`);
    const tuned = summed(report.statements.filter((s) => ["A", "B", "C"].includes(s.batch)));
    assert.equal(tuned.silent, 0, statementReportLines(tuned, true).join("\n"));
    assert.ok(statementRecall(tuned.all) >= floors.recall, `batches A to C recall ${statementRecall(tuned.all)} %`);
    assert.ok(statementPrecision(tuned.all) >= floors.precision, `batches A to C precision ${statementPrecision(tuned.all)} %`);
    const b = summed(report.statements.filter((s) => s.batch === "B"));
    assert.ok(statementRecall(b.all) >= floors.batchB, `batch B recall ${statementRecall(b.all)} %`);
    const c = summed(report.statements.filter((s) => s.batch === "C"));
    assert.ok(statementRecall(c.all) >= floors.batchC, `batch C recall ${statementRecall(c.all)} %`);
    for (const [batch, floor] of Object.entries(batchFloors)) {
      const part = summed(report.statements.filter((s) => s.batch === batch));
      assert.ok(part.statements.length === floor.statements && part.bookings >= floor.bookings, `batch ${batch}: ${part.statements.length} statements, ${part.bookings} bookings`);
      assert.ok(statementRecall(part.all) >= floor.recall, `batch ${batch} recall ${statementRecall(part.all)} %`);
      assert.ok(statementPrecision(part.all) >= floor.precision, `batch ${batch} precision ${statementPrecision(part.all)} %`);
      assert.ok(part.silent <= floor.silent, `batch ${batch} dropped ${part.silent} bookings in silence\n${statementReportLines(part, true).join("\n")}`);
    }
  });
});
