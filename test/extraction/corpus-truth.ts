/**
 * True values of the corpus files used to measure extraction, read off the pages drawn as
 * pictures (not taken from any extractor). Table figures are checked by the test against the
 * tables' own arithmetic (row and column totals), so a misread digit in this file would show.
 */

export interface InvoiceTruth {
  readonly file: string;
  readonly fields: Readonly<Record<string, string | number | null>>;
  readonly lineItems: readonly { description: string; quantity: number | null; unitPrice: number | null; amount: number | null; taxRate: number | null }[];
}

export const invoiceTruths: readonly InvoiceTruth[] = [
  {
    file: "invoices/invoice_odoo_demo.pdf",
    fields: {
      invoiceNumber: "INV/2023/03/0008",
      issueDate: "2023-03-20",
      dueDate: "2023-04-04",
      currency: "USD",
      "seller.name": "Azure Interior",
      "seller.taxId": null,
      "buyer.name": "YourCompany, Mitchell Admin",
      "buyer.taxId": null,
      subtotal: 262.9,
      totalTax: 16.94,
      total: 279.84,
    },
    lineItems: [
      { description: "[17589684] Beeswax XL", quantity: 1, unitPrice: 42, amount: 42, taxRate: 15 },
      { description: "[FURN_7777] Office Chair", quantity: 1, unitPrice: 70, amount: 70, taxRate: 15 },
      { description: "*987123* Olive Oil", quantity: 1, unitPrice: 1, amount: 0.9, taxRate: 15 },
      { description: "[LUX_TRF] Luxury Truffles", quantity: 15, unitPrice: 10, amount: 150, taxRate: null },
    ],
  },
  {
    file: "invoices/invoice_line_items.pdf",
    fields: {
      invoiceNumber: "invoice_number_1",
      issueDate: "2022-01-01",
      dueDate: "2022-01-31",
      currency: "USD",
      "seller.name": "Sammy Maystone",
      "seller.taxId": null,
      "buyer.name": "Taylor Riddel",
      "buyer.taxId": null,
      subtotal: 127.5,
      totalTax: 0,
      total: 127.5,
    },
    lineItems: [
      { description: "Service A", quantity: 12, unitPrice: 10, amount: 120, taxRate: 0.2 },
      { description: "Service B", quantity: 5, unitPrice: 1.5, amount: 7.5, taxRate: 0.4 },
    ],
  },
  {
    file: "invoices/invoice_german_hosting_2p.pdf",
    fields: {
      invoiceNumber: "30064443",
      issueDate: "2014-05-07",
      dueDate: "2014-05-21",
      currency: "EUR",
      "seller.name": "QualityHosting AG",
      "seller.taxId": "DE232446240",
      "buyer.name": "iViveLabs Ltd.",
      "buyer.taxId": null,
      subtotal: null,
      totalTax: null,
      total: 34.73,
    },
    lineItems: [3.89, 5.39, 5.39, 5.39, 5.39, 5.39, 3.89].map((price) => ({
      description: `Small Business ${price === 3.89 ? "StandardExchange" : "QualityExchange"} 2010`,
      quantity: 1,
      unitPrice: price,
      amount: price,
      taxRate: null,
    })),
  },
  {
    file: "invoices/invoice_facturx_en16931.pdf",
    fields: {
      invoiceNumber: "F20260023",
      issueDate: "2026-01-31",
      dueDate: "2026-03-02",
      currency: "EUR",
      "seller.name": "LE FOURNISSEUR",
      "seller.taxId": "FR11123456782",
      "buyer.name": "LE CLIENT",
      "buyer.taxId": "FR05987654321",
      subtotal: 100,
      totalTax: 4.9,
      total: 104.9,
    },
    lineItems: [
      { description: "PRESTATION SUPPORT", quantity: 1, unitPrice: 60, amount: 60, taxRate: 0 },
      { description: "FOURNITURES PAPIER", quantity: 3, unitPrice: 30, amount: 28, taxRate: 10 },
      { description: "APPEL", quantity: 1, unitPrice: 7, amount: 7, taxRate: 20 },
    ],
  },
];

export interface TableTruth {
  readonly file: string;
  readonly name: string;
  /** Pages the table is on. */
  readonly pages: readonly number[];
  /** The grid, headings included; a merged cell's text in its top-left position. */
  readonly rows: readonly (readonly string[])[];
  readonly headerRows: number;
}

export const tableTruths: readonly TableTruth[] = [
  {
    file: "invoices/table_ruled_report_page.pdf",
    name: "Table 2-1 fuel savings (ruled, merged headings)",
    pages: [1],
    headerRows: 2,
    rows: [
      ["Cycle Name", "KI (1/km)", "Distance (mi)", "Percent Fuel Savings", "", "", ""],
      ["", "", "", "Improved Speed", "Decreased Accel", "Eliminate Stops", "Decreased Idle"],
      ["2012_2", "3.30", "1.3", "5.9%", "9.5%", "29.2%", "17.4%"],
      ["2145_1", "0.68", "11.2", "2.4%", "0.1%", "9.5%", "2.7%"],
      ["4234_1", "0.59", "58.7", "8.5%", "1.3%", "8.5%", "3.3%"],
      ["2032_2", "0.17", "57.8", "21.7%", "0.3%", "2.7%", "1.2%"],
      ["4171_1", "0.07", "173.9", "58.1%", "1.6%", "2.1%", "0.5%"],
    ],
  },
  {
    file: "invoices/table_budget_wide.pdf",
    name: "Public Health Outlay 2012-13 (unruled, two heading levels)",
    pages: [1],
    headerRows: 2,
    rows: [
      ["", "Revenue", "", "Capital", "", "", "", ""],
      ["States-A", "Medical & Public Health", "Family Welfare", "Medical & Public Health", "Family Welfare", "Total Revenue & Capital", "Others(1)", "Total"],
      ["Andhra Pradesh", "47,824,589", "9,967,837", "1,275,000", "15,000", "59,082,426", "14,898,243", "73,980,669"],
      ["Arunachal Pradesh", "2,241,609", "107,549", "23,000", "0", "2,372,158", "86,336", "2,458,494"],
      ["Assam", "14,874,821", "2,554,197", "161,600", "0", "17,590,618", "4,408,505", "21,999,123"],
      ["Bihar", "21,016,708", "4,332,141", "5,329,000", "0", "30,677,849", "2,251,571", "32,929,420"],
      ["Chhattisgarh", "11,427,311", "1,415,660", "2,366,592", "0", "15,209,563", "311,163", "15,520,726"],
      ["Delhi", "28,084,780", "411,700", "4,550,000", "0", "33,046,480", "5,000", "33,051,480"],
      ["Goa", "4,055,567", "110,000", "330,053", "0", "4,495,620", "12,560", "4,508,180"],
      ["Gujarat", "26,328,400", "6,922,900", "12,664,000", "42,000", "45,957,300", "455,860", "46,413,160"],
      ["Haryana", "15,156,681", "1,333,527", "40,100", "0", "16,530,308", "1,222,698", "17,753,006"],
      ["Himachal Pradesh", "8,647,229", "1,331,529", "580,800", "0", "10,559,558", "725,315", "11,284,873"],
      ["Jammu & Kashmir", "14,411,984", "270,840", "3,188,550", "0", "17,871,374", "166,229", "18,037,603"],
      ["Jharkhand", "8,185,079", "3,008,077", "3,525,558", "0", "14,718,714", "745,139", "15,463,853"],
      ["Karnataka", "34,939,843", "4,317,801", "3,669,700", "0", "42,927,344", "631,088", "43,558,432"],
      ["Kerala", "27,923,965", "3,985,473", "929,503", "0", "32,838,941", "334,640", "33,173,581"],
      ["Madhya Pradesh", "28,459,540", "4,072,016", "3,432,711", "0", "35,964,267", "472,139", "36,436,406"],
      ["Maharashtra", "55,011,100", "6,680,721", "5,038,576", "0", "66,730,397", "313,762", "67,044,159"],
      ["Manipur", "2,494,600", "187,700", "897,400", "0", "3,579,700", "0", "3,579,700"],
      ["Meghalaya", "2,894,093", "342,893", "705,500", "5,000", "3,947,486", "24,128", "3,971,614"],
      ["Mizoram", "1,743,501", "84,185", "10,250", "0", "1,837,936", "17,060", "1,854,996"],
      ["Nagaland", "2,368,724", "204,329", "226,400", "0", "2,799,453", "783,054", "3,582,507"],
      ["Odisha", "14,317,179", "2,552,292", "1,107,250", "0", "17,976,721", "451,438", "18,428,159"],
      ["Puducherry", "4,191,757", "52,249", "192,400", "0", "4,436,406", "2,173", "4,438,579"],
      ["Punjab", "19,775,485", "2,208,343", "2,470,882", "0", "24,454,710", "1,436,522", "25,891,232"],
    ],
  },
  {
    file: "lang/lang_chinese_report_22p.pdf",
    name: "主要会计数据和财务指标 (ruled, CJK, wrapped cells)",
    pages: [3],
    headerRows: 1,
    rows: [
      ["", "本报告期", "上年同期", "本报告期比上年同期增减"],
      ["营业收入（元）", "4,755,785.11", "5,699,227.63", "-16.55%"],
      ["归属于上市公司股东的净利润（元）", "-4,648,986.52", "-15,563,758.44", "70.13%"],
      ["归属于上市公司股东的扣除非经常性损益的净利润（元）", "-7,889,855.34", "-15,424,679.15", "48.85%"],
      ["经营活动产生的现金流量净额（元）", "-4,194,229.68", "35,078,254.69", "-111.96%"],
      ["基本每股收益（元/股）", "-0.0053", "-0.0178", "70.22%"],
      ["稀释每股收益（元/股）", "-0.0053", "-0.0178", "70.22%"],
      ["加权平均净资产收益率", "-2.34%", "-8.06%", "上升 5.72 个百分点"],
      ["", "本报告期末", "上年度末", "本报告期末比上年度末增减"],
      ["总资产（元）", "298,608,889.04", "306,236,911.04", "-2.49%"],
      ["归属于上市公司股东的净资产（元）", "-200,136,703.31", "-198,631,842.02", "-0.76%"],
    ],
  },
  {
    file: "lang/lang_chinese_report_22p.pdf",
    name: "合并资产负债表, first rows of pages 9 and 10 (ruled, continues across pages)",
    pages: [9, 10],
    headerRows: 1,
    rows: [
      ["项目", "期末余额", "期初余额"],
      ["流动资产：", "", ""],
      ["货币资金", "40,962,331.62", "45,175,761.77"],
      ["结算备付金", "", ""],
      ["拆出资金", "", ""],
      ["以公允价值计量且其变动计入当期损益的金融资产", "", ""],
      ["衍生金融资产", "", ""],
      ["应收票据", "50,000.00", "15,878,744.00"],
      ["应收账款", "74,398,273.08", "76,253,768.68"],
      ["预付款项", "2,436,695.05", "1,878,311.93"],
      ["应收保费", "", ""],
      ["应收分保账款", "", ""],
      ["应收分保合同准备金", "", ""],
      ["应收利息", "", ""],
      ["应收股利", "", ""],
      ["其他应收款", "18,267,606.14", "3,123,072.43"],
      ["买入返售金融资产", "", ""],
      ["存货", "12,097,633.35", "11,533,044.52"],
      ["持有待售的资产", "", ""],
      ["一年内到期的非流动资产", "", ""],
      ["其他流动资产", "3,326,475.74", "3,696,251.15"],
      ["流动资产合计", "151,539,014.98", "157,538,954.48"],
      ["非流动资产：", "", ""],
      ["发放贷款及垫款", "", ""],
      ["可供出售金融资产", "31,760,858.70", "31,760,858.70"],
      ["持有至到期投资", "", ""],
      ["长期应收款", "", ""],
      ["长期股权投资", "19,215,223.76", "19,463,641.61"],
      ["投资性房地产", "", ""],
      ["固定资产", "34,456,606.27", "35,705,865.32"],
      ["在建工程", "42,574,804.34", "42,553,751.05"],
    ],
  },
  {
    file: "lang/lang_chinese_report_22p.pdf",
    name: "前10名股东持股情况 (ruled, merged cells in rows and columns; written after the engine was tuned, not used to tune it)",
    pages: [4],
    headerRows: 4,
    rows: [
      ["报告期末普通股股东总数", "", "79,053", "报告期末表决权恢复的优先股股东总数（如有）", "", "0", ""],
      ["前10名股东持股情况", "", "", "", "", "", ""],
      ["股东名称", "股东性质", "持股比例", "持股数量", "持有有限售条件的股份数量", "质押或冻结情况", ""],
      ["", "", "", "", "", "股份状态", "数量"],
      ["香港中央结算(代理人)有限公司", "境外法人", "29.43%", "257,055,899", "", "", ""],
      ["北京海鸿源投资管理有限公司", "境内非国有法人", "9.33%", "81,494,850", "", "质押", "81,494,850"],
      ["杨琴秀", "境内自然人", "3.20%", "27,955,752", "", "", ""],
      ["泰达宏利基金－民生银行－泰达宏利策略分级31号资产管理计划", "基金", "1.23%", "10,739,518", "", "", ""],
      ["南京方凯企业管理有限公司", "境内非国有法人", "0.50%", "4,332,700", "", "", ""],
      ["史宇波", "境内自然人", "0.46%", "3,992,100", "", "", ""],
      ["深圳中达软件开发公司", "境内非国有法人", "0.41%", "3,550,000", "3,550,000", "", ""],
      ["徐开东", "境内自然人", "0.28%", "2,431,359", "", "", ""],
      ["胡立", "境内自然人", "0.25%", "2,172,360", "", "", ""],
      ["中央汇金资产管理有限责任公司", "国有法人", "0.24%", "2,078,800", "", "", ""],
    ],
  },
];
