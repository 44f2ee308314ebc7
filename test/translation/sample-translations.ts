import type { Language } from "../../src/contract/languages.ts";

/**
 * A heading, two list items and a paragraph in each of the 25 output languages: real sentences,
 * with the hard cases of each script (Indic conjuncts, reordered and split vowel signs, reph,
 * nukta; Arabic lam-alef and Urdu's own letters; kana, hanja and rare hanzi; Latin and Cyrillic
 * diacritics).
 */
export interface Sample {
  readonly heading: string;
  readonly items: readonly [string, string];
  readonly paragraph: string;
}

export const samples: Record<Language, Sample> = {
  English: {
    heading: "Annual report of the cooperative",
    items: ["Membership grew by 12% this year.", "The café on the corner reopened in April."],
    paragraph: "The board thanks every member for their patience while the new warehouse was built. Deliveries will resume on Monday.",
  },
  Hindi: {
    heading: "क्षत्रिय इतिहास का परिचय",
    items: ["राष्ट्रीय पुस्तकालय में श्रद्धा से पढ़ाई होती है।", "प्रकृति की रक्षा हमारा कर्तव्य है।"],
    paragraph: "हिन्दी भारत की राजभाषा है और करोड़ों लोग इसे बोलते हैं। विद्यार्थियों ने द्वार पर स्वागत किया।",
  },
  Bengali: {
    heading: "ক্ষমতা ও দায়িত্ব",
    items: ["বাংলা ভাষা অত্যন্ত সমৃদ্ধ।", "শিক্ষার্থীরা গ্রন্থাগারে পড়াশোনা করছে।"],
    paragraph: "কোম্পানির বার্ষিক প্রতিবেদন প্রকাশিত হয়েছে। রবীন্দ্রনাথ ঠাকুর বাংলা সাহিত্যের শ্রেষ্ঠ কবি।",
  },
  Marathi: {
    heading: "महाराष्ट्राचा इतिहास",
    items: ["मराठी ही महाराष्ट्राची राजभाषा आहे.", "शिक्षणासाठी ग्रंथालयात जा."],
    paragraph: "पुण्यातील विद्यार्थ्यांनी स्वातंत्र्यदिनी कार्यक्रम आयोजित केला. क्षमा करा, उशीर झाला.",
  },
  Telugu: {
    heading: "తెలుగు భాష చరిత్ర",
    items: ["శ్రీకాకుళం ఒక అందమైన పట్టణం.", "విద్యార్థులు క్షేత్ర పర్యటనకు వెళ్లారు."],
    paragraph: "తెలుగు దక్షిణ భారతదేశంలో ఎక్కువగా మాట్లాడే భాష. ప్రభుత్వం కొత్త పథకాన్ని ప్రకటించింది.",
  },
  Tamil: {
    heading: "ஸ்ரீ ரங்கம் கோயில்",
    items: ["தமிழ் மிகவும் பழமையான மொழி.", "கொடைக்கானல் ஒரு மலைப் பிரதேசம்."],
    paragraph: "பள்ளிக்கூடத்தில் மாணவர்கள் பாடம் படிக்கிறார்கள். நோக்கம் தெளிவாக இருக்க வேண்டும்.",
  },
  Gujarati: {
    heading: "ગુજરાતનો ઇતિહાસ",
    items: ["ગુજરાતી ભાષા ખૂબ મધુર છે.", "વિદ્યાર્થીઓ પુસ્તકાલયમાં અભ્યાસ કરે છે."],
    paragraph: "અમદાવાદ ગુજરાતનું સૌથી મોટું શહેર છે. ક્ષમા વીરસ્ય ભૂષણમ્.",
  },
  Urdu: {
    heading: "اردو زبان کی تاریخ",
    items: ["یہ کتاب بہت دلچسپ ہے۔", "ہم کل لاہور جائیں گے۔"],
    paragraph: "اردو پاکستان کی قومی زبان ہے اور یہ بہت خوبصورت زبان ہے۔ طالب علموں نے امتحان کی تیاری کی۔",
  },
  Kannada: {
    heading: "ಕನ್ನಡ ಸಾಹಿತ್ಯದ ಇತಿಹಾಸ",
    items: ["ಬೆಂಗಳೂರು ಕರ್ನಾಟಕದ ರಾಜಧಾನಿ.", "ವಿದ್ಯಾರ್ಥಿಗಳು ಕ್ಷೇತ್ರ ಭೇಟಿಗೆ ಹೋದರು."],
    paragraph: "ಕನ್ನಡ ಒಂದು ಪ್ರಾಚೀನ ಭಾಷೆ. ಸರ್ಕಾರವು ಹೊಸ ಯೋಜನೆಯನ್ನು ಪ್ರಕಟಿಸಿದೆ.",
  },
  Odia: {
    heading: "ଓଡ଼ିଆ ଭାଷାର ଇତିହାସ",
    items: ["ଭୁବନେଶ୍ୱର ଓଡ଼ିଶାର ରାଜଧାନୀ।", "ଛାତ୍ରଛାତ୍ରୀମାନେ ପୁସ୍ତକାଳୟରେ ପଢ଼ନ୍ତି।"],
    paragraph: "ଓଡ଼ିଆ ଏକ ପ୍ରାଚୀନ ଭାଷା। ଶ୍ରୀକ୍ଷେତ୍ର ପୁରୀ ଜଗନ୍ନାଥଙ୍କ ଧାମ।",
  },
  Malayalam: {
    heading: "മലയാള ഭാഷയുടെ ചരിത്രം",
    items: ["കേരളം ഒരു മനോഹരമായ സംസ്ഥാനമാണ്.", "വിദ്യാർത്ഥികൾ ക്ഷേത്രം സന്ദർശിച്ചു."],
    paragraph: "മലയാളം കേരളത്തിലെ ഔദ്യോഗിക ഭാഷയാണ്. കൊച്ചിയിൽ പുതിയ പദ്ധതി ആരംഭിച്ചു.",
  },
  Punjabi: {
    heading: "ਪੰਜਾਬੀ ਭਾਸ਼ਾ ਦਾ ਇਤਿਹਾਸ",
    items: ["ਅੰਮ੍ਰਿਤਸਰ ਇੱਕ ਪਵਿੱਤਰ ਸ਼ਹਿਰ ਹੈ।", "ਵਿਦਿਆਰਥੀ ਲਾਇਬ੍ਰੇਰੀ ਵਿੱਚ ਪੜ੍ਹਦੇ ਹਨ।"],
    paragraph: "ਪੰਜਾਬੀ ਗੁਰਮੁਖੀ ਲਿਪੀ ਵਿੱਚ ਲਿਖੀ ਜਾਂਦੀ ਹੈ। ਕਿਸਾਨਾਂ ਨੇ ਖੇਤਾਂ ਵਿੱਚ ਕਣਕ ਬੀਜੀ।",
  },
  Assamese: {
    heading: "অসমীয়া ভাষাৰ ইতিহাস",
    items: ["গুৱাহাটী অসমৰ আটাইতকৈ ডাঙৰ চহৰ।", "ছাত্ৰ-ছাত্ৰীসকলে পুথিভঁৰালত পঢ়ে।"],
    paragraph: "অসমীয়া অসমৰ ৰাজ্যিক ভাষা। ব্ৰহ্মপুত্ৰ নদীখন অতি বিশাল।",
  },
  Arabic: {
    heading: "تاريخ اللغة العربية",
    items: ["السلام عليكم ورحمة الله.", "الطلاب يدرسون في المكتبة."],
    paragraph: "اللغة العربية من أقدم اللغات في العالم. أعلنت الشركة عن نتائجها السنوية اليوم.",
  },
  ChineseSimplified: {
    heading: "公司年度报告",
    items: ["本年度销售额增长了百分之十二。", "新仓库已于四月投入使用。"],
    paragraph: "董事会感谢全体员工的辛勤工作。我们将继续为客户提供优质的服务，龘字也能显示。",
  },
  French: {
    heading: "Rapport annuel de la coopérative",
    items: ["Le nombre d’adhérents a augmenté de 12 %.", "Le café du coin a rouvert en avril."],
    paragraph: "Le conseil remercie chaque membre pour sa patience pendant la construction de l’entrepôt. Les livraisons reprendront lundi, à l’aube.",
  },
  German: {
    heading: "Jahresbericht der Genossenschaft",
    items: ["Die Mitgliederzahl ist um 12 % gewachsen.", "Das Café an der Ecke öffnete im April wieder."],
    paragraph: "Der Vorstand dankt allen Mitgliedern für ihre Geduld während des Baus. Die Lieferungen beginnen am Montag; Größe und Übergröße sind verfügbar.",
  },
  Indonesian: {
    heading: "Laporan tahunan koperasi",
    items: ["Jumlah anggota bertambah 12% tahun ini.", "Kafe di sudut jalan dibuka kembali pada bulan April."],
    paragraph: "Pengurus berterima kasih kepada semua anggota atas kesabaran mereka. Pengiriman akan dimulai kembali pada hari Senin.",
  },
  Italian: {
    heading: "Relazione annuale della cooperativa",
    items: ["Il numero dei soci è cresciuto del 12%.", "Il caffè all’angolo ha riaperto ad aprile."],
    paragraph: "Il consiglio ringrazia tutti i soci per la pazienza durante la costruzione. Le consegne riprenderanno lunedì; perché no?",
  },
  Japanese: {
    heading: "協同組合の年次報告",
    items: ["今年は組合員が十二パーセント増えました。", "角のカフェは四月に営業を再開しました。"],
    paragraph: "理事会は新しい倉庫の建設中の皆様のご協力に感謝いたします。配達は月曜日に再開します。",
  },
  Korean: {
    heading: "협동조합 연례 보고서",
    items: ["올해 조합원 수가 12% 늘었습니다.", "모퉁이 카페가 4월에 다시 문을 열었습니다."],
    paragraph: "이사회는 새 창고를 짓는 동안 기다려 주신 모든 조합원께 감사드립니다. 배송은 월요일에 재개됩니다.",
  },
  Portuguese: {
    heading: "Relatório anual da cooperativa",
    items: ["O número de sócios cresceu 12% este ano.", "O café da esquina reabriu em abril."],
    paragraph: "A direção agradece a paciência de todos durante a construção do armazém. As entregas serão retomadas na segunda-feira, não é ótimo?",
  },
  Russian: {
    heading: "Годовой отчёт кооператива",
    items: ["Число членов выросло на 12% за год.", "Кафе на углу вновь открылось в апреле."],
    paragraph: "Правление благодарит всех членов за терпение во время строительства склада. Доставка возобновится в понедельник.",
  },
  Spanish: {
    heading: "Informe anual de la cooperativa",
    items: ["El número de socios creció un 12 % este año.", "La cafetería de la esquina reabrió en abril."],
    paragraph: "La junta agradece a todos los socios su paciencia durante la construcción del almacén. ¿Las entregas? Se reanudarán el lunes.",
  },
  Turkish: {
    heading: "Kooperatifin yıllık raporu",
    items: ["Üye sayısı bu yıl %12 arttı.", "Köşedeki kafe nisan ayında yeniden açıldı."],
    paragraph: "Yönetim kurulu, depo inşaatı sırasında gösterdikleri sabır için tüm üyelere teşekkür eder. Teslimatlar pazartesi günü başlayacak; ığdır, şişli, çağ.",
  },
};
