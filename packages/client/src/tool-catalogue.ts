// Generated from the service's tool declarations by `npm run client:types`; `npm test` fails while this file is stale.

import type { CatalogueTool } from "./tool-entry.ts";

/** Every tool the service offers, in the order its API reference lists them. */
export const toolCatalogue: readonly CatalogueTool[] = [
  {
    "name": "merge-pdf",
    "summary": "Merge PDFs into one",
    "description": "Puts the pages of every PDF sent, in the order sent, into one PDF. Each input gets a top-level bookmark named after its file that holds the input's own bookmarks; links, annotations and form fields are kept, and links inside an input still lead to the same pages. A form field whose name another input already uses gets a suffix such as `_2`.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 2,
      "max": 20,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": []
  },
  {
    "name": "split-pdf",
    "summary": "Split a PDF into several PDFs",
    "description": "Pages: one PDF per selected page; Ranges: one PDF per item of `pages`; Combined: the selected pages together in one PDF. Each PDF keeps the bookmarks and links that point into its own pages, and the form fields on them. A ZIP holds at most 500 PDFs: a split that would give more fails the job with `TooManyPages`, before any PDF is made.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "pages",
        "kind": "pages",
        "description": "Pages to take (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page. Required with `Ranges` and `Combined`. With `Pages` and `Combined` a page listed twice is taken once, where it is first listed.",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      },
      {
        "name": "mode",
        "kind": "enum",
        "description": "Pages: a ZIP with one PDF per selected page, named `<name>-page-<N>.pdf`. Ranges: a ZIP with one PDF per item of `pages`, named `<name>-pages-<from>-<to>.pdf`. Combined: one PDF of the selected pages in the order listed.",
        "required": false,
        "values": [
          "Pages",
          "Ranges",
          "Combined"
        ],
        "default": "Pages"
      }
    ]
  },
  {
    "name": "rotate-pdf",
    "summary": "Rotate pages of a PDF",
    "description": "Turns the selected pages by a quarter or half turn, added to any rotation a page already has. Bookmarks, links and form fields are kept.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "rotation",
        "kind": "enum",
        "description": "Clockwise: a quarter turn right; UpsideDown: a half turn; Counterclockwise: a quarter turn left.",
        "required": false,
        "values": [
          "Clockwise",
          "UpsideDown",
          "Counterclockwise"
        ],
        "default": "Clockwise"
      },
      {
        "name": "pages",
        "kind": "pages",
        "description": "Pages to rotate (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page.",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      }
    ]
  },
  {
    "name": "reorder-pages",
    "summary": "Put the pages of a PDF in a new order",
    "description": "The pages listed in `order` come first, in the order given; pages not listed follow in their original order. Bookmarks, links and form fields are kept.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "order",
        "kind": "pages",
        "description": "The new order (page numbers and ranges, e.g. `3,1,2` or `5-,1-4`); each page may be listed once.",
        "required": true,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      }
    ]
  },
  {
    "name": "delete-pages",
    "summary": "Delete pages from a PDF",
    "description": "Removes the selected pages; at least one page must remain. Bookmarks and links to deleted pages are removed, the rest kept, as are form fields on the remaining pages.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "pages",
        "kind": "pages",
        "description": "Pages to delete (page numbers and ranges, e.g. `2`, `1,3,5-7` or `10-`).",
        "required": true,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      }
    ]
  },
  {
    "name": "pdf-to-image",
    "summary": "Turn PDF pages into images",
    "description": "Draws each selected page as it is shown (its rotation and crop applied), on white, as a JPEG or PNG image; the images come in a ZIP, named `page-<NN>.jpg` or `page-<NN>.png` by page number. A page that would be over 25 million pixels is drawn smaller, keeping its shape.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "format",
        "kind": "enum",
        "description": "Jpeg: smaller files (quality 85); Png: lossless, larger files.",
        "required": false,
        "values": [
          "Jpeg",
          "Png"
        ],
        "default": "Jpeg"
      },
      {
        "name": "dpi",
        "kind": "integer",
        "description": "Pixels per inch: a page of W × H points becomes round(W × dpi / 72) × round(H × dpi / 72) pixels.",
        "required": false,
        "min": 50,
        "max": 300,
        "default": 150
      },
      {
        "name": "pages",
        "kind": "pages",
        "description": "Pages to draw (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page. At most 300 pages; a page listed twice is drawn once, where it is first listed.",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      }
    ]
  },
  {
    "name": "convert-image",
    "summary": "Convert images between formats",
    "description": "Converts JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF and HEIC images to the chosen format. Each image is turned upright per its recorded orientation, converted to sRGB (an embedded ICC profile, CMYK included, is honoured) and stripped of metadata (EXIF, XMP, IPTC, ICC). Jpeg and Bmp output turn transparency white; the other formats keep it. Animated images and multi-page TIFF give their first frame. One file gives one image; several give a ZIP of images named after their files with the new extension (`photo.jpg`, `photo (2).jpg` when two share a name). An image over 100 million pixels is refused before it is decoded.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 20,
      "accepts": [
        "image/jpeg",
        "image/png",
        "image/webp",
        "image/gif",
        "image/bmp",
        "image/tiff",
        "image/avif",
        "image/heic"
      ]
    },
    "fields": [
      {
        "name": "format",
        "kind": "enum",
        "description": "The format of the result: Jpeg, Png, WebP, Gif, Bmp, Tiff (lossless, deflate) or Avif.",
        "required": false,
        "values": [
          "Jpeg",
          "Png",
          "WebP",
          "Gif",
          "Bmp",
          "Tiff",
          "Avif"
        ],
        "default": "Jpeg"
      },
      {
        "name": "quality",
        "kind": "integer",
        "description": "Quality for Jpeg, WebP and Avif, 1 (smallest) to 100 (best); the other formats are lossless (Gif: 256 colours).",
        "required": false,
        "min": 1,
        "max": 100,
        "default": 85
      }
    ]
  },
  {
    "name": "image-to-pdf",
    "summary": "Make a PDF from images",
    "description": "Puts each image on a page of its own, in the order sent, turned upright as its EXIF orientation says, scaled to fit the page inside the margins without cropping and centred. JPEG images are embedded as they are, without re-encoding; PNG, WebP, GIF and BMP images are stored losslessly, transparency kept. Animated GIF and WebP give their first frame; each page of a multi-page TIFF gets a page of its own, at most 1000 pages in all. Takes JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF and HEIC images of up to 100 million pixels each.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 50,
      "accepts": [
        "image/jpeg",
        "image/png",
        "image/webp",
        "image/gif",
        "image/bmp",
        "image/tiff",
        "image/avif",
        "image/heic"
      ]
    },
    "fields": [
      {
        "name": "pageSize",
        "kind": "enum",
        "description": "A4: 595 × 842 points; Letter: 612 × 792 points; Fit: each page the size of its image at the image's resolution (72 pixels per inch when the file states none), plus the margins.",
        "required": false,
        "values": [
          "A4",
          "Letter",
          "Fit"
        ],
        "default": "A4"
      },
      {
        "name": "orientation",
        "kind": "enum",
        "description": "Auto: each page landscape when its image (upright) is wider than tall, portrait otherwise; Portrait or Landscape: every page so. Has no effect with `pageSize` Fit, where the page takes the image's shape.",
        "required": false,
        "values": [
          "Auto",
          "Portrait",
          "Landscape"
        ],
        "default": "Auto"
      },
      {
        "name": "margin",
        "kind": "enum",
        "description": "White space on every side of the image: None 0, Small 20 points (about 7 mm), Large 50 points (about 18 mm).",
        "required": false,
        "values": [
          "None",
          "Small",
          "Large"
        ],
        "default": "None"
      }
    ]
  },
  {
    "name": "watermark-pdf",
    "summary": "Write a text watermark across PDF pages",
    "description": "Writes a text across the selected pages, upright as each page is shown, sized to fit the page, in a see-through colour. The font covers Latin, Greek and Cyrillic letters; the text stays selectable.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "text",
        "kind": "text",
        "description": "The watermark text, at most 100 characters.",
        "required": true,
        "maxLength": 100
      },
      {
        "name": "layout",
        "kind": "enum",
        "description": "Diagonal: along the line from the bottom-left to the top-right corner of the page as shown; Horizontal: level across the middle of the page.",
        "required": false,
        "values": [
          "Diagonal",
          "Horizontal"
        ],
        "default": "Diagonal"
      },
      {
        "name": "opacity",
        "kind": "integer",
        "description": "How opaque the text is, in percent: 5 is faint, 100 hides what lies beneath.",
        "required": false,
        "min": 5,
        "max": 100,
        "default": 30
      },
      {
        "name": "color",
        "kind": "text",
        "description": "Text colour as `#RRGGBB` in hexadecimal; default mid grey `#808080`.",
        "required": false,
        "maxLength": 7,
        "default": "#808080",
        "syntax": "must be a colour written #RRGGBB in hexadecimal, like #808080"
      },
      {
        "name": "pages",
        "kind": "pages",
        "description": "Pages to watermark (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page.",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      }
    ]
  },
  {
    "name": "add-page-numbers",
    "summary": "Number the pages of a PDF",
    "description": "Writes page numbers on the selected pages, upright as each page is shown, in a corner or at the middle of the top or bottom edge. The numbers stay selectable text.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "position",
        "kind": "enum",
        "description": "Where on the page as shown the number goes.",
        "required": false,
        "values": [
          "BottomCenter",
          "BottomRight",
          "BottomLeft",
          "TopCenter",
          "TopRight",
          "TopLeft"
        ],
        "default": "BottomCenter"
      },
      {
        "name": "format",
        "kind": "enum",
        "description": "Number: `<n>`; PageOfTotal: `Page <n> of <total>`; NumberOfTotal: `<n> / <total>`.",
        "required": false,
        "values": [
          "Number",
          "PageOfTotal",
          "NumberOfTotal"
        ],
        "default": "Number"
      },
      {
        "name": "pages",
        "kind": "pages",
        "description": "Pages to number (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page.",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      },
      {
        "name": "firstNumber",
        "kind": "integer",
        "description": "The number on the first numbered page; later numbered pages count on from it and the total is the last number shown. Without it each page shows its position in the PDF and the total is the page count.",
        "required": false,
        "min": 0,
        "max": 100000
      }
    ]
  },
  {
    "name": "compress-pdf",
    "summary": "Make a PDF smaller",
    "description": "Brings images down to the resolution the level asks for and re-encodes them (JPEG for photographs, lossless for flat-colour images), merges duplicate objects and compresses the file's structure. Text, fonts, links, bookmarks and form fields are kept. The result is never larger than the input: a PDF that cannot be made smaller comes back as it was, unless it is damaged, when it comes back repaired.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "level",
        "kind": "enum",
        "description": "Light: images stay sharp in print (about 320 dpi, high JPEG quality). Recommended: images stay sharp on screen (about 150 dpi). Strong: the smallest file, images visibly softer (about 96 dpi, lower JPEG quality).",
        "required": false,
        "values": [
          "Light",
          "Recommended",
          "Strong"
        ],
        "default": "Recommended"
      }
    ]
  },
  {
    "name": "protect-pdf",
    "summary": "Protect a PDF with a password",
    "description": "Encrypts the PDF with AES-256 (PDF 2.0, revision 6). The password is needed to open it and is also its owner password; once open, nothing is restricted. A PDF that already has a password or restrictions is refused. The password is kept encrypted while the job waits and deleted once it has run.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "password",
        "kind": "text",
        "description": "The password that will open the PDF: 1 to 100 characters, any letters, digits, symbols or spaces, no control characters. Readers compare it after Unicode normalisation (SASLprep), so e.g. a non-breaking space counts as a space.",
        "required": true,
        "maxLength": 100
      }
    ]
  },
  {
    "name": "unlock-pdf",
    "summary": "Remove a PDF's password and restrictions",
    "description": "Decrypts the PDF with its open password or its owner password; the result opens without a password and has no restrictions on printing, copying or editing. The job fails with WrongPassword if the password is neither, and with NotEncrypted if the PDF has no password or restrictions. The password is kept encrypted while the job waits and deleted once it has run.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "password",
        "kind": "text",
        "description": "The PDF's open password or its owner password. For a PDF that opens without a password but has restrictions, its owner password or an empty value.",
        "required": true,
        "maxLength": 1000
      }
    ]
  },
  {
    "name": "redact-pdf",
    "summary": "Black out words, personal details and areas of a PDF for good",
    "description": "Finds the terms, detail patterns and areas given and blacks them out so nothing remains under the black boxes. With `method` Picture (the default), each page with something to black out is redrawn as a 200 dpi picture with the boxes painted in. With Text, only what lies under the boxes is taken out of the page: the characters of each match, every character whose box overlaps an area, the pixels of images under a box (the image itself is changed), shapes lying wholly under a box, and replacement texts of marked content; the page keeps its other text, in its fonts and searchable, and its links within the document away from the boxes, while its other annotations are dropped. A page where that cannot be done exactly (a Type 3 font, text used as a clipping path under a box, text inside a pattern or soft mask) is redrawn as a picture instead, and the service's log names each such page and why. Other pages keep their content. The document's title, author, subject, keywords, XMP metadata, bookmarks, attachments and form are omitted. If nothing matches, the job fails with NothingFound.",
    "paid": true,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "method",
        "kind": "enum",
        "description": "Picture: each page with something to black out becomes a 200 dpi picture, nothing of its text left. Text: only what lies under the boxes is removed and the rest of each page stays text in its fonts; a page where exact removal cannot be guaranteed becomes a picture.",
        "required": false,
        "values": [
          "Picture",
          "Text"
        ],
        "default": "Picture"
      },
      {
        "name": "terms",
        "kind": "lines",
        "description": "Words or phrases to black out, one per line: at most 50, each at most 100 characters. Found inside longer words too, across line breaks and hyphenated line ends.",
        "required": false,
        "max": 50,
        "maxLength": 100
      },
      {
        "name": "matchCase",
        "kind": "boolean",
        "description": "Whether `terms` must match letter case; by default any case matches.",
        "required": false,
        "default": false
      },
      {
        "name": "patterns",
        "kind": "enumList",
        "description": "Kinds of personal details to black out, comma-separated, from Emails, PhoneNumbers, Pan, Aadhaar, CardNumbers. Pan: five capital letters, four digits and a capital letter (ABCDE1234F), whatever the fourth letter. Aadhaar: 12 digits, whole or grouped 4-4-4, with a valid Verhoeff check digit. CardNumbers: 13 to 19 digits, whole or grouped, passing the Luhn check.",
        "required": false,
        "values": [
          "Emails",
          "PhoneNumbers",
          "Pan",
          "Aadhaar",
          "CardNumbers"
        ]
      },
      {
        "name": "areas",
        "kind": "boxes",
        "description": "JSON array of at most 500 boxes `{\"page\":1,\"x\":72,\"y\":72,\"width\":200,\"height\":20}` in points from the top left of the page as shown (its rotation and crop applied).",
        "required": false,
        "max": 500
      }
    ]
  },
  {
    "name": "compare-pdf",
    "summary": "Compare two PDFs word by word",
    "description": "Compares the text of two PDFs, the original first and the changed one second. Pages are paired by the words they share, so an inserted or removed page appears alone, and the words of each pair are diffed. The report PDF starts with the counts of words removed and added and pages inserted and removed, and a list of the changes by page; then every pair of pages with a change is shown side by side, the pages' own content kept as vector graphics, with removed words highlighted red on the original and added words green on the changed page. Inserted and removed pages are shown alone with their new or cut words highlighted. Only text is compared: a PDF without text fails with `NoText`.",
    "paid": true,
    "acceptsBatch": false,
    "files": {
      "min": 2,
      "max": 2,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": []
  },
  {
    "name": "ocr-pdf",
    "summary": "Make a scanned PDF searchable",
    "description": "Reads the words in the pictures of the selected pages (scans, photographed pages) and lays them over each page as an invisible text layer: the page looks exactly as before, and a search highlights each word where it is drawn, copying gives the text in reading order, and the AI tools (summarize-pdf, ask-pdf, extract-pdf-data) can read it. Bookmarks, links, form fields and the pages not selected are kept as they are. At most 300 selected pages. Pages are read at 300 dpi, or at the scan's own resolution (up to 600 dpi) when a page is one scanned picture of a higher resolution. A PDF in which no selected page has words to read fails with NoText.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "languages",
        "kind": "enumList",
        "description": "Languages of the text, comma-separated (e.g. `English,French`). Name every language the pages use: each one added makes reading slower and, for languages not on the page, slightly less accurate.",
        "required": false,
        "values": [
          "English",
          "Hindi",
          "Bengali",
          "Marathi",
          "Telugu",
          "Tamil",
          "Gujarati",
          "Urdu",
          "Kannada",
          "Odia",
          "Malayalam",
          "Punjabi",
          "Assamese",
          "Arabic",
          "ChineseSimplified",
          "French",
          "German",
          "Indonesian",
          "Italian",
          "Japanese",
          "Korean",
          "Portuguese",
          "Russian",
          "Spanish",
          "Turkish"
        ],
        "default": [
          "English"
        ]
      },
      {
        "name": "pages",
        "kind": "pages",
        "description": "Pages to read (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page. At most 300.",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      },
      {
        "name": "mode",
        "kind": "enum",
        "description": "Skip: a page that already has text (typed, or an earlier OCR layer) is left exactly as it is. Redo: an earlier invisible OCR layer is removed and the page read again; visible text is kept and not read twice. Force: every selected page is read, whatever text it has (text already there may then be found twice by a search).",
        "required": false,
        "values": [
          "Skip",
          "Redo",
          "Force"
        ],
        "default": "Skip"
      },
      {
        "name": "autoRotate",
        "kind": "boolean",
        "description": "Whether a page scanned sideways or upside down is turned upright (by its rotation setting, the picture itself untouched) before it is read, so that text layer and picture agree.",
        "required": false,
        "default": true
      }
    ]
  },
  {
    "name": "summarize-pdf",
    "summary": "Summarise a PDF as headings and points, each point with its page",
    "description": "Reads the PDF's text and writes a summary as UTF-8 text: lines starting `## ` are headings, lines starting `- ` are points, key words are in `**bold**`, and every point ends with the page it comes from, `(p. N)`. Only the PDF's text is sent to the operator's AI model (never the file, its pictures or its name). Without a configured model the built-in engine writes an extractive summary in English: the document's own most central sentences, under its headings or page ranges; another `language` then needs a model and the call is refused with `503`. A PDF without readable text (a scan, or a damaged file whose characters cannot be read) or whose text makes no sentence fails with NoText: make it searchable with OCR first.",
    "paid": true,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "length",
        "kind": "enum",
        "description": "`Brief`: about 5 to 8 points. `Detailed`: more points, about 12 to 30 depending on the length of the PDF.",
        "required": false,
        "values": [
          "Brief",
          "Detailed"
        ],
        "default": "Brief"
      },
      {
        "name": "language",
        "kind": "enum",
        "description": "Language the summary is written in.",
        "required": false,
        "values": [
          "English",
          "Hindi",
          "Bengali",
          "Marathi",
          "Telugu",
          "Tamil",
          "Gujarati",
          "Urdu",
          "Kannada",
          "Odia",
          "Malayalam",
          "Punjabi",
          "Assamese",
          "Arabic",
          "ChineseSimplified",
          "French",
          "German",
          "Indonesian",
          "Italian",
          "Japanese",
          "Korean",
          "Portuguese",
          "Russian",
          "Spanish",
          "Turkish"
        ],
        "default": "English"
      }
    ]
  },
  {
    "name": "ask-pdf",
    "summary": "Read a PDF's text so that questions can be asked about it",
    "description": "Reads the PDF's text; the job's result is that text as UTF-8, pages in order separated by form feed characters (U+000C). Once the job is Completed, ask up to 30 questions with `POST /v1/ask-pdf/{id}/questions` until the result expires or is deleted. Answers name the page of each fact. Only the PDF's text is sent to the operator's AI model; without one, the built-in engine answers in English by quoting the passages that match the question best. A PDF without readable text (a scan, or a damaged file whose characters cannot be read) fails with NoText: make it searchable with OCR first.",
    "paid": true,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": []
  },
  {
    "name": "extract-pdf-data",
    "summary": "Extract invoice, bank statement or table data from a PDF",
    "description": "Reads the data of an invoice, a bank statement or every table of a PDF with readable text (at most 30 pages; a scan, or a damaged file whose characters cannot be read, fails with `NoText`: make it searchable with OCR first). `Tables` of a PDF in which no table is found fails with `NothingFound`. Tables are found from the text's geometry: ruled tables from the lines drawn, unruled ones from text aligned in columns, with merged heading cells, cells of several lines, and a table that goes on over the next page joined into one. Without a configured AI model a built-in engine reads invoice and statement fields by their labels (English, German, French, Spanish, Italian, Portuguese, Dutch; before, after, above or wrapped beside their values), parties by position and content when unlabelled, tax numbers by their national forms and check digits, and line items and bookings by their column headings or, when those say too little, by what the cells hold. With a model, the page text (never the file, its name or account data) is sent to it and its answer normalised; the built-in engine reads the document too, and where the two disagree a figure is taken from the built-in reading when the totals add up with it and not with the model's, a tax number when the model's fails its check digits, and a field the model left empty when the built-in reading has it; the `fieldSources` entry of `checks` names each such field. An invoice PDF that carries an e-invoice (Factur-X, ZUGFeRD 1.0 and 2.x, XRechnung in CII or UBL) is read from its XML: every field exactly, with an `embeddedInvoice` check naming the file and its profile; the page is read too, and each field where page and XML disagree is a failed `pageDiffersFromEmbedded` check (an XML total not printed on the page, `embeddedTotalOnPage`). The XML is parsed without entities (a DOCTYPE is refused); an attachment that is malformed, hostile or over 4 MB is not read, and the page's reading is given with a failed `embeddedInvoice` check saying why. Precision comes before recall: a value is given only when found and confirmed by the page (totals that reconcile, items whose quantity × price is their amount or that add up to the subtotal, tax lines whose rate × base is their amount, party names that are no label, address or identifier); otherwise it is null, a check (`unconfirmedValues`) quotes what was read and refused, and `missingFields` names the key fields left empty, rather than a guess. Totals are always cross-checked by the service (line items against subtotal and total; opening balance plus bookings against closing balance, and each running balance) and a mismatch is reported in `checks`, not hidden. A row of the item or booking table that cannot be read as an item or booking is quoted in an `unplacedRows` entry of `checks`, never dropped silently; so is any line elsewhere on a statement's pages that reads as a booking (a date and an amount) but is not among the transactions, and balances carried between pages are followed (`carriedBalance`). Json gives everything: numbers as numbers, dates as YYYY-MM-DD, null for what the PDF does not show. A table's body cells are typed by one rule in every format: a cell that is plainly a number (1,234.56; (12.00)) is a number and one that is plainly a date a date, while percentages, amounts with a currency, codes with a leading zero or more than 15 digits, and heading cells stay text as printed. Excel gives a Details sheet and one sheet per table, numbers and dates typed as such. Csv gives the same sheets' rows one after the other, a blank line between them, quoted per RFC 4180. Invoice fields: `invoiceNumber` (string or null): The invoice number; `issueDate` (date or null): The date of issue (YYYY-MM-DD); `dueDate` (date or null): The date payment is due (YYYY-MM-DD); `currency` (string or null): ISO 4217 currency code; `seller` (object): The seller; `buyer` (object): The buyer; `lineItems` (list): The invoice's lines in order; `taxes` (list): Tax lines by rate; `subtotal` (number or null): Total before tax; `totalTax` (number or null): Total tax; `total` (number or null): Total to pay, tax included; `checks` (list): Totals cross-checked by the service (not by a model); a mismatch is reported here, not corrected. BankStatement fields: `bank` (string or null): The bank's name; `accountHolder` (string or null): Whose account; `accountNumber` (string or null): The account number as printed; `iban` (string or null): The IBAN without spaces; `currency` (string or null): ISO 4217 currency code; `periodFrom` (date or null): First day of the statement period (YYYY-MM-DD); `periodTo` (date or null): Last day of the statement period (YYYY-MM-DD); `openingBalance` (number or null): Balance at the start of the period; `closingBalance` (number or null): Balance at the end of the period; `transactions` (list): Every booking in order; `checks` (list): Totals cross-checked by the service (not by a model); a mismatch is reported here, not corrected. Tables fields: `tables` (list): Every table in reading order.",
    "paid": true,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "kind",
        "kind": "enum",
        "description": "What to read: Invoice (parties, dates, lines, taxes, totals), BankStatement (account details, period, balances, transactions) or Tables (every table).",
        "required": false,
        "values": [
          "Invoice",
          "BankStatement",
          "Tables"
        ],
        "default": "Invoice"
      },
      {
        "name": "format",
        "kind": "enum",
        "description": "The result: Excel (.xlsx; a Details sheet and one sheet per table), Csv (rows only, each table in turn, a blank line between) or Json (everything).",
        "required": false,
        "values": [
          "Excel",
          "Csv",
          "Json"
        ],
        "default": "Excel"
      }
    ]
  },
  {
    "name": "translate-pdf",
    "summary": "Translate a PDF's text into one of 25 languages",
    "description": "Sends the PDF's text (only its text: never the file, its pictures or its name) to the operator's AI model, paragraph by paragraph, and returns the translation. `Pdf` gives a new PDF with one page per original page, of the same size, holding the translated headings, lists and paragraphs (not the original layout or pictures), set in embedded fonts for every script; text too long for its page is set smaller so that none is dropped. `Text` gives UTF-8 text with each page under a line `--- Page <N> ---`. At most 30 pages; a PDF without readable text (a scan, or a damaged file whose characters cannot be read) fails with NoText and needs OCR first. Needs an AI model: without one the call is refused with 503.",
    "paid": true,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "language",
        "kind": "enum",
        "description": "The language to translate into.",
        "required": false,
        "values": [
          "English",
          "Hindi",
          "Bengali",
          "Marathi",
          "Telugu",
          "Tamil",
          "Gujarati",
          "Urdu",
          "Kannada",
          "Odia",
          "Malayalam",
          "Punjabi",
          "Assamese",
          "Arabic",
          "ChineseSimplified",
          "French",
          "German",
          "Indonesian",
          "Italian",
          "Japanese",
          "Korean",
          "Portuguese",
          "Russian",
          "Spanish",
          "Turkish"
        ],
        "default": "English"
      },
      {
        "name": "output",
        "kind": "enum",
        "description": "`Pdf`: a new PDF, one page per original page. `Text`: UTF-8 text, each page under `--- Page <N> ---`.",
        "required": false,
        "values": [
          "Pdf",
          "Text"
        ],
        "default": "Pdf"
      }
    ]
  },
  {
    "name": "office-to-pdf",
    "summary": "Convert a Word, Excel, PowerPoint or OpenDocument file to PDF",
    "description": "Converts one document (docx, doc, odt, rtf, xlsx, xls, ods, csv, pptx, ppt, odp; the type is read from the file's contents, not its name) to PDF with LibreOffice. Fonts are embedded, headings become bookmarks and links are kept. Macros never run, and nothing the document links to (files, addresses, other documents) is read. A password-protected Word, Excel or PowerPoint file (docx, xlsx, pptx, doc, xls, ppt) is opened with its `password`; the job fails with PasswordRequired without one and WrongPassword with a wrong one (a password-protected OpenDocument file cannot be opened). A PDF, an image or other binary data is refused when the call arrives.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/msword",
        "application/vnd.oasis.opendocument.text",
        "application/rtf",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.ms-excel",
        "application/vnd.oasis.opendocument.spreadsheet",
        "text/csv",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "application/vnd.ms-powerpoint",
        "application/vnd.oasis.opendocument.presentation"
      ]
    },
    "fields": [
      {
        "name": "pages",
        "kind": "pages",
        "description": "The pages of the result to keep (e.g. `1-3,7`); all pages when not given.",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      },
      {
        "name": "password",
        "kind": "text",
        "description": "The document's password to open, for a password-protected document; ignored for one without a password.",
        "required": false,
        "maxLength": 1000
      },
      {
        "name": "fitSheetWidth",
        "kind": "boolean",
        "description": "For spreadsheets: print each sheet one page wide, its columns scaled to fit, as many pages tall as it takes. Ignored for other documents.",
        "required": false,
        "default": false
      }
    ]
  },
  {
    "name": "html-to-pdf",
    "summary": "Print a web page, HTML or Markdown to PDF",
    "description": "Prints a page with Chromium, as its print preview would, scripts run. Give either `files` or `url`. `files`: an HTML page first, then the files it uses (stylesheets, images, fonts, scripts), which it refers to by the names they are sent with; or one ZIP holding `index.html` (at its top) and its files in their folders; or one Markdown file, printed with a clean stylesheet (headings, lists, tables, code). A page printed from files may load only those files: any other address is refused. `url`: a public http or https address; the page and everything it loads must be on public addresses (addresses of private networks, the loopback and cloud metadata services are refused, also when a name resolves to them). The page's own `@page` size wins over `paperSize` when it sets one. A page that cannot be loaded (no such host, refused, an HTTP error) fails with PageLoadFailed.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 0,
      "max": 100,
      "accepts": [
        "text/html",
        "text/markdown",
        "application/zip",
        "text/css",
        "image/*",
        "font/*",
        "text/javascript"
      ]
    },
    "fields": [
      {
        "name": "url",
        "kind": "text",
        "description": "A public http or https address to print, instead of `files` (at most 2,048 characters).",
        "required": false,
        "maxLength": 2048
      },
      {
        "name": "paperSize",
        "kind": "enum",
        "description": "A4 210 × 297 mm, Letter 8.5 × 11 in, Legal 8.5 × 14 in, A3 297 × 420 mm, A5 148 × 210 mm, Tabloid 11 × 17 in. A page whose stylesheet sets `@page { size: … }` gets that size instead.",
        "required": false,
        "values": [
          "A4",
          "Letter",
          "Legal",
          "A3",
          "A5",
          "Tabloid"
        ],
        "default": "A4"
      },
      {
        "name": "landscape",
        "kind": "boolean",
        "description": "Turns the paper sideways.",
        "required": false,
        "default": false
      },
      {
        "name": "margin",
        "kind": "text",
        "description": "Margins in millimetres (0 to 100), one to four numbers as in CSS: `10` on every side; `10 15` top and bottom, left and right; `10 15 20` top, sides, bottom; `10 15 20 25` top, right, bottom, left. A page's `@page { margin }` wins. Headers and footers are drawn inside the margins, so give them room (about 15 mm).",
        "required": false,
        "maxLength": 60,
        "default": "10",
        "syntax": "must be one to four numbers of millimetres, as in CSS: `10`, `10 15` or `10 15 10 15` (top, right, bottom, left)"
      },
      {
        "name": "printBackground",
        "kind": "boolean",
        "description": "Prints background colours and images, which printing leaves out by default.",
        "required": false,
        "default": false
      },
      {
        "name": "scale",
        "kind": "text",
        "description": "Zoom of the page when printed, from 0.1 to 2 (1 is the page's own size).",
        "required": false,
        "maxLength": 10,
        "default": "1",
        "syntax": "must be a number from 0.1 to 2"
      },
      {
        "name": "media",
        "kind": "enum",
        "description": "The CSS media the page is laid out for: `print` applies its `@media print` rules; `screen` prints it as it looks on a screen.",
        "required": false,
        "values": [
          "print",
          "screen"
        ],
        "default": "print"
      },
      {
        "name": "headerHtml",
        "kind": "text",
        "description": "HTML printed at the top of every page, in the top margin. `<span class=\"pageNumber\"></span>` shows the page number and `<span class=\"totalPages\"></span>` the number of pages (or write `{{page}}` and `{{pages}}`); `date`, `title` and `url` classes work likewise. Text is 9 pt unless styled; it cannot load images or styles from addresses (use inline styles and data: URLs).",
        "required": false,
        "maxLength": 10000
      },
      {
        "name": "footerHtml",
        "kind": "text",
        "description": "HTML printed at the bottom of every page, as `headerHtml`: e.g. `Page {{page}} of {{pages}}`.",
        "required": false,
        "maxLength": 10000
      },
      {
        "name": "waitForSelector",
        "kind": "text",
        "description": "A CSS selector that must match an element before the page is printed, for pages that build their content with scripts; the job's time limit bounds the wait.",
        "required": false,
        "maxLength": 500
      },
      {
        "name": "waitDelayMs",
        "kind": "integer",
        "description": "Milliseconds to wait after the page has loaded (and `waitForSelector` matched) before printing.",
        "required": false,
        "min": 0,
        "max": 30000,
        "default": 0
      },
      {
        "name": "pages",
        "kind": "pages",
        "description": "The pages of the printed PDF to keep (default every page).",
        "required": false,
        "syntax": "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1."
      }
    ]
  },
  {
    "name": "sign-pdf",
    "summary": "Sign a PDF with a certificate (PAdES)",
    "description": "Signs the PDF with the key and certificate of a PKCS#12 file (.p12 or .pfx; RSA or EC keys) sent as the second file, opened with `certificatePassword`. The signature is PAdES baseline B-B: SubFilter `ETSI.CAdES.detached`, SHA-256, the signing certificate named in the signed attributes (signing-certificate-v2) and every certificate of its chain the file holds included. When the operator has configured a time-stamping authority (`DOCTOOLS_TSA_URL`), the signature also carries its RFC 3161 time-stamp (B-T); otherwise only the time the service claims, and nothing is asked of the network. The signature is written as an incremental update: the PDF's bytes are kept as they are and the signature follows them, so earlier signatures stay valid and a PDF can be signed again, by the same signer or another. Invisible by default; with `visible` the signature is drawn in a box (points from the top left of the page as shown) showing the signer's name, the date (UTC) and the reason. A PDF whose permissions forbid filling in forms, that is encrypted, or that a certifying signature closed to all changes fails with `SigningNotAllowed`; a wrong password fails with `WrongPassword`, a file that is no PKCS#12 with a key and its certificate, or a certificate expired or not yet valid, with `InvalidCertificate`. The certificate file and its password are kept only while the job waits (the password encrypted) and are deleted with the job's other inputs.",
    "paid": true,
    "acceptsBatch": true,
    "files": {
      "min": 2,
      "max": 2,
      "accepts": [
        "application/pdf",
        "application/x-pkcs12"
      ]
    },
    "fields": [
      {
        "name": "certificatePassword",
        "kind": "text",
        "description": "The password of the PKCS#12 file; empty for a file without one.",
        "required": true,
        "maxLength": 1000
      },
      {
        "name": "reason",
        "kind": "text",
        "description": "Why the document is signed (\"Approved\"), recorded in the signature and shown in a visible one. At most 200 characters.",
        "required": false,
        "maxLength": 200
      },
      {
        "name": "location",
        "kind": "text",
        "description": "Where it was signed, recorded in the signature. At most 200 characters.",
        "required": false,
        "maxLength": 200
      },
      {
        "name": "contactInfo",
        "kind": "text",
        "description": "How to reach the signer, recorded in the signature. At most 200 characters.",
        "required": false,
        "maxLength": 200
      },
      {
        "name": "name",
        "kind": "text",
        "description": "The signer's name as recorded and shown; the certificate's common name when not given. At most 200 characters.",
        "required": false,
        "maxLength": 200
      },
      {
        "name": "visible",
        "kind": "boolean",
        "description": "Draw the signature on a page; needs `x`, `y`, `width` and `height`.",
        "required": false,
        "default": false
      },
      {
        "name": "page",
        "kind": "integer",
        "description": "The page a visible signature is drawn on, from 1.",
        "required": false,
        "min": 1,
        "max": 100000,
        "default": 1
      },
      {
        "name": "x",
        "kind": "integer",
        "description": "A visible signature's left edge, in points from the left of the page as shown.",
        "required": false,
        "min": 0,
        "max": 14400
      },
      {
        "name": "y",
        "kind": "integer",
        "description": "A visible signature's top edge, in points from the top of the page as shown.",
        "required": false,
        "min": 0,
        "max": 14400
      },
      {
        "name": "width",
        "kind": "integer",
        "description": "A visible signature's width in points (at least 20).",
        "required": false,
        "min": 20,
        "max": 14400
      },
      {
        "name": "height",
        "kind": "integer",
        "description": "A visible signature's height in points (at least 10).",
        "required": false,
        "min": 10,
        "max": 14400
      }
    ]
  },
  {
    "name": "verify-pdf-signatures",
    "summary": "Check a PDF's digital signatures",
    "description": "Checks every digital signature of the PDF (ETSI.CAdES.detached, adbe.pkcs7.detached, adbe.pkcs7.sha1) and reports, for each: its field and page, the signer's subject and issuer, the signing time the signer claims and any RFC 3161 time-stamp (verified), the digest algorithm, whether the signed bytes are intact (their digest matches and the signature value verifies with the signer's certificate), and whether it covers the whole document or changes were added after it, what kind (further signatures, form filling, annotations, or other changes) and whether a certifying signature's permissions allow them (without one, everything but changes to the content). The certificate chain is built from the certificates the signature carries and those sent after the PDF in `files` (PEM or DER, at most 20 files): a chain that ends in one of them is `Trusted`, one that does not is `NotTrusted`, and with none sent the chain is not checked against a trust list (`NotChecked`); a self-signed signer is said so plainly. Revocation is not checked (the service works offline), and the result says so. `Json` gives every detail; `Pdf` a short report. A PDF without signatures fails with `NothingFound`.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 21,
      "accepts": [
        "application/pdf",
        "application/x-pem-file",
        "application/pkix-cert"
      ]
    },
    "fields": [
      {
        "name": "format",
        "kind": "enum",
        "description": "`Json`: every detail, one object per signature. `Pdf`: a short report to read.",
        "required": false,
        "values": [
          "Json",
          "Pdf"
        ],
        "default": "Json"
      }
    ]
  },
  {
    "name": "fill-pdf-form",
    "summary": "Fill in the fields of a PDF form",
    "description": "Fills the fields of a PDF form from `values`, a JSON object of field names (as read-pdf-form lists them) to values: text for a text field; true or false for a checkbox; a radio group's or a choice field's value by its export value or the text it shows; an array of them for a list box that takes several. Fields not named keep their values. Each filled field gets a new appearance, so the value shows in every viewer and in print, not only in viewers that redraw fields themselves. Read-only fields are filled too: the flag keeps a person from changing them in a viewer, not the form's owner. Where the file allows it, the filled fields are appended to the file after its unchanged bytes, so earlier signatures stay intact. With `flatten` the filled form is drawn into the pages and no field remains. A name the form does not have, or a value its field does not take (an option it does not list, text longer than its limit, a button or signature field), fails the job with FormValuesRejected naming each, with the closest name or value when one is near. A form that also carries an XFA description is filled through its standard (AcroForm) fields and the XFA is removed, so that no viewer shows the XFA's older copy of the data; an XFA form without AcroForm fields fails with XfaForm, and a PDF without a form with NothingFound.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "values",
        "kind": "jsonObject",
        "description": "The values to fill in: a JSON object of field names to text, true or false (checkboxes), an option's export value or shown text (radio groups, combo and list boxes), or an array of options (list boxes taking several).",
        "required": true,
        "max": 5000,
        "syntax": "a JSON object such as {\"First Name\":\"Alice\",\"Subscribe\":true,\"Colour\":\"Blue\",\"Planets\":[\"Earth\",\"Mars\"]}"
      },
      {
        "name": "flatten",
        "kind": "boolean",
        "description": "true: the filled fields are drawn into the page content and the form removed, so the values can no longer be changed.",
        "required": false,
        "default": false
      }
    ]
  },
  {
    "name": "read-pdf-form",
    "summary": "Read the fields of a PDF form",
    "description": "Lists the fields of a PDF form as JSON, so that a client can build the `values` of fill-pdf-form: `{form, fields}`, where `form` is `AcroForm`, or `Hybrid` for a form that also carries an XFA description (fill-pdf-form fills its AcroForm fields and removes the XFA). Each field has its fully qualified `name` (the key fill-pdf-form takes), `type` (Text, Checkbox, Radio, ComboBox, ListBox, PushButton, Signature), `value` in the shape fill-pdf-form takes (text; true or false for a checkbox; the chosen export value or null for a radio group; the selected export values for a list box), `options` (the values a checkbox, radio group or choice field takes, each with the `export` value stored in the file and the text `shown`), `required`, `readOnly`, `maxLength` (text fields, or null), `multiline`, `editable` (a combo box that takes its own text), `multiSelect` (a list box that takes several), and where it is drawn: `page` and `box` of its first widget and `widgets`, every place it is drawn, each a page and a box `{x, y, width, height}` in points from the top left of the page as shown. A PDF without form fields fails with NothingFound; an XFA form with no AcroForm fields fails with XfaForm.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": []
  },
  {
    "name": "flatten-pdf",
    "summary": "Flatten form fields and annotations into the pages",
    "description": "Draws form fields, annotations, or both, into the page content as they are shown on screen, and removes them: the result has no form (no AcroForm, no XFA) and no annotations of the kinds flattened, so nothing can be changed or commented on, and every viewer and printer shows the same page. Pop-up notes and annotations hidden on screen are removed without being drawn; links, which draw nothing, are removed with the annotations. Fields whose appearance is missing or out of date are redrawn from their values first. A PDF with nothing to flatten comes back with the same pages; an XFA form with no AcroForm fields fails with XfaForm (it has nothing to draw).",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "what",
        "kind": "enum",
        "description": "All: form fields and annotations; Forms: form fields only (annotations stay); Annotations: annotations only (the form stays fillable).",
        "required": false,
        "values": [
          "All",
          "Forms",
          "Annotations"
        ],
        "default": "All"
      }
    ]
  },
  {
    "name": "edit-pdf-metadata",
    "summary": "Set or remove the metadata of a PDF",
    "description": "Sets the document's title, author, subject, keywords, creator (the application that made the original), producer (the one that made the PDF), creation and modification dates, and language; a field sent empty clears that property, and one left out stays as it is. `removeAll` strips all of the document's metadata (its information dictionary and XMP packet) first; properties given with it are then set anew. The XMP packet is written to say the same as the information dictionary (dc:title, dc:creator, dc:description, dc:subject and pdf:Keywords, xmp:CreatorTool, pdf:Producer, xmp:CreateDate, xmp:ModifyDate, dc:language), keeping whatever else it held. Pages, fonts, form fields, bookmarks and signatures are not touched: where the file allows it, the change is appended to the file as an incremental update after its unchanged bytes. A change that removes something (`removeAll`, or a property cleared) writes the file whole, so the old values do not stay in it.",
    "paid": false,
    "acceptsBatch": true,
    "files": {
      "min": 1,
      "max": 1,
      "accepts": [
        "application/pdf"
      ]
    },
    "fields": [
      {
        "name": "title",
        "kind": "text",
        "description": "The document's title. An empty value clears it.",
        "required": false,
        "maxLength": 2000
      },
      {
        "name": "author",
        "kind": "text",
        "description": "The person or organisation that wrote the document. An empty value clears it.",
        "required": false,
        "maxLength": 2000
      },
      {
        "name": "subject",
        "kind": "text",
        "description": "What the document is about. An empty value clears it.",
        "required": false,
        "maxLength": 2000
      },
      {
        "name": "keywords",
        "kind": "text",
        "description": "Keywords, separated by commas. An empty value clears it.",
        "required": false,
        "maxLength": 2000
      },
      {
        "name": "creator",
        "kind": "text",
        "description": "The application that made the original document. An empty value clears it.",
        "required": false,
        "maxLength": 2000
      },
      {
        "name": "producer",
        "kind": "text",
        "description": "The application that made the PDF. An empty value clears it.",
        "required": false,
        "maxLength": 2000
      },
      {
        "name": "creationDate",
        "kind": "text",
        "description": "When the document was made. An ISO 8601 date, or a date and time (with an offset from UTC, or none for local time); an empty value clears it.",
        "required": false,
        "maxLength": 40,
        "syntax": "must be an ISO 8601 date, such as 2026-03-01 or 2026-03-01T14:30:00+01:00"
      },
      {
        "name": "modificationDate",
        "kind": "text",
        "description": "When the document was last changed. An ISO 8601 date, or a date and time (with an offset from UTC, or none for local time); an empty value clears it.",
        "required": false,
        "maxLength": 40,
        "syntax": "must be an ISO 8601 date, such as 2026-03-01 or 2026-03-01T14:30:00+01:00"
      },
      {
        "name": "language",
        "kind": "text",
        "description": "The document's natural language, as a BCP 47 language tag (en, en-GB, de, pt-BR). An empty value clears it.",
        "required": false,
        "maxLength": 35,
        "syntax": "must be a language tag such as en, en-GB or pt-BR"
      },
      {
        "name": "removeAll",
        "kind": "boolean",
        "description": "true: strip the information dictionary and the XMP metadata before setting any property given.",
        "required": false,
        "default": false
      }
    ]
  }
];
