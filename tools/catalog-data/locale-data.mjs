/**
 * Country-level data the generator needs and no installed package provides: display-name
 * overrides, telephone calling codes and number shapes, and names for fictional vendor contacts.
 */

/** English names as travellers write them, where i18n-iso-countries gives the formal one. */
export const COUNTRY_NAME_OVERRIDES = Object.freeze({
  US: 'United States',
  GB: 'United Kingdom',
  AE: 'United Arab Emirates',
  RU: 'Russia',
  KR: 'South Korea',
  KP: 'North Korea',
  CZ: 'Czechia',
  VN: 'Vietnam',
  TW: 'Taiwan',
  IR: 'Iran',
  CN: 'China',
  TZ: 'Tanzania',
  SY: 'Syria',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  FM: 'Micronesia',
  BN: 'Brunei',
  BO: 'Bolivia',
  VE: 'Venezuela',
  CI: "Côte d'Ivoire",
  GM: 'The Gambia',
  PS: 'Palestine',
  TR: 'Turkey',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
  FK: 'Falkland Islands',
  MO: 'Macau',
  RE: 'Réunion',
  BQ: 'Caribbean Netherlands',
  MF: 'Saint Martin',
  SX: 'Sint Maarten',
  CV: 'Cabo Verde',
  PN: 'Pitcairn Islands',
  CC: 'Cocos (Keeling) Islands',
  SH: 'Saint Helena',
});

/** ITU calling codes; NANP members carry their area code after the 1 (e.g. '1268'). */
export const CALLING_CODES = Object.freeze({
  AD: '376', AE: '971', AF: '93', AG: '1268', AI: '1264', AL: '355', AM: '374', AO: '244', AQ: '672',
  AR: '54', AS: '1684', AT: '43', AU: '61', AW: '297', AX: '358', AZ: '994', BA: '387', BB: '1246',
  BD: '880', BE: '32', BF: '226', BG: '359', BH: '973', BI: '257', BJ: '229', BL: '590', BM: '1441',
  BN: '673', BO: '591', BQ: '599', BR: '55', BS: '1242', BT: '975', BV: '47', BW: '267', BY: '375',
  BZ: '501', CA: '1', CC: '61', CD: '243', CF: '236', CG: '242', CH: '41', CI: '225', CK: '682',
  CL: '56', CM: '237', CN: '86', CO: '57', CR: '506', CU: '53', CV: '238', CW: '599', CX: '61',
  CY: '357', CZ: '420', DE: '49', DJ: '253', DK: '45', DM: '1767', DO: '1809', DZ: '213', EC: '593',
  EE: '372', EG: '20', EH: '212', ER: '291', ES: '34', ET: '251', FI: '358', FJ: '679', FK: '500',
  FM: '691', FO: '298', FR: '33', GA: '241', GB: '44', GD: '1473', GE: '995', GF: '594', GG: '44',
  GH: '233', GI: '350', GL: '299', GM: '220', GN: '224', GP: '590', GQ: '240', GR: '30', GS: '500',
  GT: '502', GU: '1671', GW: '245', GY: '592', HK: '852', HM: '672', HN: '504', HR: '385', HT: '509',
  HU: '36', ID: '62', IE: '353', IL: '972', IM: '44', IN: '91', IO: '246', IQ: '964', IR: '98',
  IS: '354', IT: '39', JE: '44', JM: '1876', JO: '962', JP: '81', KE: '254', KG: '996', KH: '855',
  KI: '686', KM: '269', KN: '1869', KP: '850', KR: '82', KW: '965', KY: '1345', KZ: '7', LA: '856',
  LB: '961', LC: '1758', LI: '423', LK: '94', LR: '231', LS: '266', LT: '370', LU: '352', LV: '371',
  LY: '218', MA: '212', MC: '377', MD: '373', ME: '382', MF: '590', MG: '261', MH: '692', MK: '389',
  ML: '223', MM: '95', MN: '976', MO: '853', MP: '1670', MQ: '596', MR: '222', MS: '1664', MT: '356',
  MU: '230', MV: '960', MW: '265', MX: '52', MY: '60', MZ: '258', NA: '264', NC: '687', NE: '227',
  NF: '672', NG: '234', NI: '505', NL: '31', NO: '47', NP: '977', NR: '674', NU: '683', NZ: '64',
  OM: '968', PA: '507', PE: '51', PF: '689', PG: '675', PH: '63', PK: '92', PL: '48', PM: '508',
  PN: '64', PR: '1787', PS: '970', PT: '351', PW: '680', PY: '595', QA: '974', RE: '262', RO: '40',
  RS: '381', RU: '7', RW: '250', SA: '966', SB: '677', SC: '248', SD: '249', SE: '46', SG: '65',
  SH: '290', SI: '386', SJ: '47', SK: '421', SL: '232', SM: '378', SN: '221', SO: '252', SR: '597',
  SS: '211', ST: '239', SV: '503', SX: '1721', SY: '963', SZ: '268', TC: '1649', TD: '235', TF: '262',
  TG: '228', TH: '66', TJ: '992', TK: '690', TL: '670', TM: '993', TN: '216', TO: '676', TR: '90',
  TT: '1868', TV: '688', TW: '886', TZ: '255', UA: '380', UG: '256', UM: '1', US: '1', UY: '598',
  UZ: '998', VA: '39', VC: '1784', VE: '58', VG: '1284', VI: '1340', VN: '84', VU: '678', WF: '681',
  WS: '685', XK: '383', YE: '967', YT: '262', ZA: '27', ZM: '260', ZW: '263',
});

/**
 * Shapes of mobile numbers after the calling code ('#' is a random digit): duty phones of airport
 * concierges are mobiles, and a mobile number cannot put a company in the wrong city. Where a
 * country reserves numbers for fiction they are used (UK 07700 900xxx, Australia 0491 570xxx;
 * the North American 555-01xx range is handled in phoneNumber).
 */
const MOBILE_SHAPES = Object.freeze({
  GB: '7700 900###', AU: '491 570 ###', NZ: '21 ### ####', IE: '8# ### ####', FR: '6 ## ## ## ##',
  DE: '15# #### ####', IT: '3## ### ####', ES: '6## ### ###', PT: '9# ### ####', NL: '6 #### ####',
  BE: '4## ## ## ##', CH: '79 ### ## ##', AT: '664 ### ####', GR: '69# ### ####', CY: '99 ### ###',
  TR: '5## ### ## ##', SE: '7# ### ## ##', NO: '4## ## ###', DK: '2# ## ## ##', FI: '4# ### ####',
  IS: '6## ####', RU: '9## ###-##-##', PL: '5## ### ###', CZ: '6## ### ###', HU: '20 ### ####',
  RO: '7## ### ###', HR: '9# ### ####', ME: '6# ### ###', MT: '79## ####', LU: '621 ### ###',
  AE: '50 ### ####', SA: '5# ### ####', QA: '5### ####', BH: '3### ####', KW: '6### ####',
  OM: '9### ####', JO: '7# ### ####', LB: '3 ### ###', IL: '5#-###-####', EG: '10 #### ####',
  MA: '6## ## ## ##', TN: '2# ### ###', ZA: '8# ### ####', KE: '7## ### ###', TZ: '7## ### ###',
  NG: '80# ### ####', GH: '24 ### ####', MU: '5### ####', SC: '2 ## ## ##', IN: '9#### #####',
  PK: '3## #######', LK: '7# ### ####', NP: '98########', CN: '13# #### ####', HK: '9### ####',
  MO: '6### ####', TW: '9## ### ###', JP: '90 #### ####', KR: '10 #### ####', SG: '9### ####',
  MY: '1#-### ####', TH: '8# ### ####', ID: '81# #### ####', PH: '917 ### ####', VN: '9# ### ## ##',
  KH: '1# ### ###', MV: '7## ####', MX: '55 #### ####', BR: '11 9#### ####', AR: '9 11 ####-####',
  CL: '9 #### ####', CO: '3## ### ####', PE: '9## ### ###', EC: '9# ### ####', UY: '9# ### ###',
  CR: '8### ####', PA: '6### ####', DO: '809 ### ####', PF: '87 ## ## ##', FJ: '9## ####',
});

/** North American area codes of the listed airports, so a Boston company has a Boston number. */
const NANP_AREA_CODES = Object.freeze({
  ATL: '404', LAX: '310', ORD: '773', DFW: '972', DEN: '303', JFK: '718', SFO: '650', MIA: '305',
  LAS: '702', SEA: '206', EWR: '973', IAH: '281', BOS: '617', YYZ: '416', MCO: '407', CLT: '704',
  PHX: '602', MSP: '612', DTW: '734', PHL: '215', FLL: '954', BWI: '410', IAD: '703', DCA: '202',
  LGA: '718', SAN: '619', TPA: '813', AUS: '512', BNA: '615', SLC: '801', MSY: '504', SNA: '949',
  TEB: '201', HPN: '914', VNY: '818', YVR: '604', YUL: '514', YYC: '403', ASE: '970', EGE: '970',
  JAC: '307', BZN: '406', MVY: '508', ACK: '508', PBI: '561', PSP: '760', OGG: '808', KOA: '808',
  HNL: '808',
});

function fill(shape, rng) {
  return shape.replace(/#/g, () => String(Math.floor(rng() * 10)));
}

/** A plausible, deliberately fictional phone number in the country's usual layout. */
export function phoneNumber(countryCode, rng, airportCode) {
  const calling = CALLING_CODES[countryCode] ?? '1';
  const line = String(Math.floor(rng() * 100)).padStart(2, '0');
  // North America: 555-0100 to 555-0199 are reserved for fiction.
  if (calling === '1') return `+1 ${NANP_AREA_CODES[airportCode] ?? 200 + Math.floor(rng() * 780)}-555-01${line}`;
  if (calling.length === 4 && calling.startsWith('1')) return `+1 ${calling.slice(1)}-555-01${line}`;
  return `+${calling} ${fill(MOBILE_SHAPES[countryCode] ?? '## ### ####', rng)}`;
}

/** First and family names by language area, for vendor contacts. */
const NAME_BANKS = Object.freeze({
  english: [
    ['James', 'Olivia', 'Daniel', 'Charlotte', 'Michael', 'Sophie', 'Andrew', 'Emily', 'Thomas', 'Grace'],
    ['Carter', 'Bennett', 'Hughes', 'Foster', 'Reid', 'Palmer', 'Sinclair', 'Hayward', 'Mitchell', 'Doyle'],
  ],
  caribbean: [
    ['Andre', 'Keisha', 'Marlon', 'Simone', 'Dwayne', 'Tamara', 'Kareem', 'Shanice', 'Ricardo', 'Nadia'],
    ['Campbell', 'Knowles', 'Ferguson', 'Richards', 'Thompson', 'Bethel', 'Gumbs', 'Williams', 'Pinder', 'Edwards'],
  ],
  spanish: [
    ['Alejandro', 'Lucía', 'Javier', 'Carmen', 'Diego', 'Valentina', 'Andrés', 'Isabel', 'Mateo', 'Paula'],
    ['García', 'Fernández', 'Morales', 'Navarro', 'Ortega', 'Castillo', 'Romero', 'Herrera', 'Vidal', 'Serrano'],
  ],
  portuguese: [
    ['João', 'Beatriz', 'Rafael', 'Mariana', 'Tiago', 'Inês', 'Gustavo', 'Camila', 'Pedro', 'Larissa'],
    ['Silva', 'Santos', 'Oliveira', 'Costa', 'Almeida', 'Ferreira', 'Carvalho', 'Ribeiro', 'Martins', 'Moreira'],
  ],
  french: [
    ['Julien', 'Camille', 'Mathieu', 'Chloé', 'Antoine', 'Manon', 'Nicolas', 'Élodie', 'Hugo', 'Claire'],
    ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Rousseau', 'Mercier', 'Blanchard', 'Lambert', 'Garnier'],
  ],
  italian: [
    ['Marco', 'Giulia', 'Luca', 'Francesca', 'Matteo', 'Chiara', 'Alessandro', 'Sofia', 'Davide', 'Elena'],
    ['Rossi', 'Bianchi', 'Romano', 'Conti', 'Esposito', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Galli'],
  ],
  german: [
    ['Lukas', 'Anna', 'Felix', 'Lena', 'Jonas', 'Katharina', 'Maximilian', 'Laura', 'Stefan', 'Julia'],
    ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner', 'Keller', 'Brandt', 'Vogel'],
  ],
  dutch: [
    ['Daan', 'Sanne', 'Bram', 'Lotte', 'Joost', 'Femke', 'Ruben', 'Eva', 'Thijs', 'Anouk'],
    ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'de Boer', 'Mulder', 'Dekker', 'Vos', 'Peeters'],
  ],
  nordic: [
    ['Erik', 'Ingrid', 'Mikkel', 'Freja', 'Lars', 'Astrid', 'Johan', 'Sigrid', 'Anders', 'Elin'],
    ['Lindqvist', 'Hansen', 'Johansson', 'Nielsen', 'Berg', 'Virtanen', 'Sigurdsson', 'Dahl', 'Holm', 'Lund'],
  ],
  greek: [
    ['Nikos', 'Eleni', 'Giorgos', 'Maria', 'Dimitris', 'Katerina', 'Yannis', 'Sofia', 'Kostas', 'Anna'],
    ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Konstantinou', 'Vlachos', 'Economou', 'Christou', 'Antoniou', 'Pappas', 'Karalis'],
  ],
  turkish: [
    ['Emre', 'Elif', 'Mehmet', 'Zeynep', 'Can', 'Ayşe', 'Burak', 'Selin', 'Kerem', 'Deniz'],
    ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç'],
  ],
  caucasus: [
    ['Giorgi', 'Nino', 'Levan', 'Tamar', 'Aram', 'Anahit', 'Rashad', 'Leyla', 'Davit', 'Mariam'],
    ['Beridze', 'Kapanadze', 'Harutyunyan', 'Sargsyan', 'Aliyev', 'Mammadova', 'Lomidze', 'Petrosyan', 'Huseynov', 'Gelashvili'],
  ],
  russian: [
    ['Alexei', 'Natalia', 'Dmitri', 'Ekaterina', 'Sergei', 'Olga', 'Ivan', 'Anastasia', 'Mikhail', 'Irina'],
    ['Ivanov', 'Smirnova', 'Volkov', 'Sokolova', 'Petrov', 'Orlova', 'Morozov', 'Lebedeva', 'Kuznetsov', 'Pavlova'],
  ],
  central_european: [
    ['Tomasz', 'Katarzyna', 'Jakub', 'Tereza', 'Petr', 'Zsófia', 'Bence', 'Andrei', 'Ioana', 'Marta'],
    ['Nowak', 'Kowalska', 'Novák', 'Dvořáková', 'Horváth', 'Nagy', 'Popescu', 'Ionescu', 'Wiśniewski', 'Svoboda'],
  ],
  balkan: [
    ['Luka', 'Ana', 'Nikola', 'Milica', 'Marko', 'Ivana', 'Stefan', 'Jelena', 'Dino', 'Petra'],
    ['Horvat', 'Kovačević', 'Jovanović', 'Petrović', 'Babić', 'Marić', 'Novak', 'Popović', 'Dimitrov', 'Krasniqi'],
  ],
  baltic: [
    ['Mantas', 'Ieva', 'Jānis', 'Līga', 'Kristjan', 'Kadri', 'Tomas', 'Laura', 'Andris', 'Triin'],
    ['Kazlauskas', 'Bērziņš', 'Tamm', 'Petrauskienė', 'Ozoliņa', 'Saar', 'Jankauskas', 'Kalniņš', 'Sepp', 'Vaitkus'],
  ],
  arabic: [
    ['Omar', 'Layla', 'Khalid', 'Noura', 'Faisal', 'Mariam', 'Yousef', 'Huda', 'Tariq', 'Reem'],
    ['Al Mansouri', 'Haddad', 'Al Hashimi', 'Khoury', 'Al Qahtani', 'Nasser', 'Saleh', 'El Amrani', 'Farouk', 'Bensaid'],
  ],
  hebrew: [
    ['Noam', 'Tamar', 'Eitan', 'Yael', 'Avi', 'Noa', 'Oren', 'Shira', 'Yoni', 'Maya'],
    ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Katz', 'Shapiro', 'Avraham', 'Golan'],
  ],
  persian: [
    ['Dariush', 'Shirin', 'Reza', 'Parisa', 'Kian', 'Leila', 'Arash', 'Nasrin', 'Farhad', 'Mina'],
    ['Hosseini', 'Karimi', 'Rahimi', 'Tehrani', 'Ahmadi', 'Moradi', 'Sadeghi', 'Jafari', 'Rostami', 'Naderi'],
  ],
  south_asian: [
    ['Arjun', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya', 'Rahul', 'Meera', 'Sanjay', 'Nisha'],
    ['Sharma', 'Iyer', 'Mehta', 'Nair', 'Kapoor', 'Reddy', 'Banerjee', 'Desai', 'Thapa', 'Perera'],
  ],
  pakistani: [
    ['Ali', 'Ayesha', 'Hamza', 'Sana', 'Bilal', 'Fatima', 'Usman', 'Hina', 'Imran', 'Zara'],
    ['Khan', 'Qureshi', 'Malik', 'Siddiqui', 'Chaudhry', 'Rahman', 'Hussain', 'Sheikh', 'Butt', 'Mirza'],
  ],
  maldivian: [
    ['Ahmed', 'Aishath', 'Ibrahim', 'Mariyam', 'Hassan', 'Fathimath', 'Mohamed', 'Hawwa', 'Ismail', 'Shiuna'],
    ['Naseem', 'Rasheed', 'Manik', 'Didi', 'Shareef', 'Waheed', 'Zahir', 'Latheef', 'Saeed', 'Adam'],
  ],
  chinese: [
    ['Wei', 'Mei', 'Jun', 'Xin', 'Hao', 'Lin', 'Chen', 'Yan', 'Ming', 'Jia'],
    ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Lau'],
  ],
  japanese: [
    ['Haruto', 'Yui', 'Kenji', 'Sakura', 'Takumi', 'Aoi', 'Ren', 'Hana', 'Daiki', 'Mio'],
    ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Nakamura', 'Kobayashi', 'Yamamoto', 'Kato'],
  ],
  korean: [
    ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Jae-won', 'Ji-woo', 'Hyun-woo', 'Soo-ah', 'Dong-hyun', 'Eun-ji'],
    ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'],
  ],
  thai: [
    ['Somchai', 'Siriporn', 'Anan', 'Malee', 'Niran', 'Kanya', 'Prasert', 'Ratana', 'Chaiwat', 'Pim'],
    ['Srisuk', 'Chaiyaporn', 'Wongsakul', 'Rattanakorn', 'Boonmee', 'Thongchai', 'Sukhum', 'Phromma', 'Kaewsai', 'Saetang'],
  ],
  vietnamese: [
    ['Minh', 'Lan', 'Tuan', 'Hoa', 'Duc', 'Thu', 'Quang', 'Linh', 'Huy', 'Mai'],
    ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vo', 'Dang', 'Bui', 'Do', 'Ngo'],
  ],
  malay: [
    ['Ahmad', 'Siti', 'Hafiz', 'Nurul', 'Rizal', 'Dewi', 'Arif', 'Putri', 'Budi', 'Intan'],
    ['Abdullah', 'Rahman', 'Santoso', 'Wijaya', 'Ismail', 'Hakim', 'Setiawan', 'Yusof', 'Pratama', 'Halim'],
  ],
  filipino: [
    ['Miguel', 'Andrea', 'Paolo', 'Bea', 'Carlo', 'Kristine', 'Jose', 'Camille', 'Rafael', 'Joanna'],
    ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Ramos', 'Aquino', 'Dela Cruz'],
  ],
  khmer_lao: [
    ['Sokha', 'Sreymom', 'Vanna', 'Chanthy', 'Bounmy', 'Keo', 'Dara', 'Phalla', 'Somphone', 'Malay'],
    ['Chea', 'Sok', 'Keo', 'Phommachanh', 'Sisouk', 'Heng', 'Vongsa', 'Mao', 'Keomany', 'Lim'],
  ],
  central_asian: [
    ['Timur', 'Aigerim', 'Rustam', 'Madina', 'Nurlan', 'Dilnoza', 'Azamat', 'Gulnara', 'Bekzod', 'Aruzhan'],
    ['Nurmagambetov', 'Karimov', 'Abdullaev', 'Sultanova', 'Tokayev', 'Rakhimov', 'Yusupova', 'Ermekov', 'Alimov', 'Saidova'],
  ],
  east_african: [
    ['Baraka', 'Amani', 'Juma', 'Neema', 'Otieno', 'Wanjiru', 'Mugisha', 'Aisha', 'Kato', 'Zawadi'],
    ['Mwangi', 'Odhiambo', 'Kamau', 'Mushi', 'Ndayishimiye', 'Nakato', 'Kimaro', 'Ochieng', 'Salim', 'Uwase'],
  ],
  ethiopian: [
    ['Dawit', 'Selam', 'Abebe', 'Hanna', 'Yonas', 'Meron', 'Tesfaye', 'Liya', 'Bereket', 'Saba'],
    ['Tadesse', 'Bekele', 'Haile', 'Girma', 'Alemu', 'Mekonnen', 'Wolde', 'Tesfaye', 'Kebede', 'Assefa'],
  ],
  west_african: [
    ['Kwame', 'Adaeze', 'Chinedu', 'Ama', 'Tunde', 'Ngozi', 'Kofi', 'Folake', 'Moussa', 'Aminata'],
    ['Mensah', 'Okafor', 'Adeyemi', 'Boateng', 'Diallo', 'Ndiaye', 'Eze', 'Owusu', 'Traoré', 'Balogun'],
  ],
  southern_african: [
    ['Thabo', 'Lerato', 'Sipho', 'Naledi', 'Tendai', 'Chipo', 'Kagiso', 'Zanele', 'Mpho', 'Tanaka'],
    ['Nkosi', 'Dlamini', 'van der Merwe', 'Botha', 'Moyo', 'Ndlovu', 'Mokoena', 'Sibanda', 'Pretorius', 'Banda'],
  ],
  pacific: [
    ['Tama', 'Moana', 'Sione', 'Leilani', 'Manu', 'Hina', 'Tevita', 'Mele', 'Ratu', 'Losana'],
    ['Teriitehau', 'Fonua', 'Tuilagi', 'Vaka', 'Temaru', 'Nabou', 'Faleolo', 'Tupou', 'Mataio', 'Raivalu'],
  ],
  mongolian: [
    ['Bat-Erdene', 'Oyunchimeg', 'Temuulen', 'Solongo', 'Ganbold', 'Enkhjin', 'Bold', 'Saraa', 'Tuvshin', 'Nomin'],
    ['Batbayar', 'Ganzorig', 'Erdenebat', 'Tsogt', 'Dorj', 'Sukhbaatar', 'Purev', 'Baatar', 'Munkh', 'Altankhuyag'],
  ],
});

const LANGUAGE_AREAS = Object.freeze({
  english: 'US CA GB IE AU NZ GG JE IM GI MT FK SH IO NF CX CC UM AS GU MP PN',
  caribbean: 'BS JM BB AG AI BM KY TC VG VI KN LC VC GD DM MS TT GY BZ',
  spanish: 'ES MX AR CO CL PE EC UY PY BO VE CR PA GT HN NI SV DO CU PR GQ AD',
  portuguese: 'PT BR CV AO MZ GW ST TL',
  french: 'FR MC LU RE GP MQ GF PM YT BL MF NC WF SN CI CM GA CG CD BF BJ ML NE TD CF GN TG MG KM DJ BI HT SC MU',
  italian: 'IT SM VA',
  german: 'DE AT CH LI',
  dutch: 'NL BE AW CW SX BQ SR',
  nordic: 'SE NO DK FI IS FO GL AX SJ BV',
  greek: 'GR CY',
  turkish: 'TR',
  caucasus: 'GE AM AZ',
  russian: 'RU BY UA MD',
  central_european: 'PL CZ SK HU RO',
  balkan: 'HR RS SI BA ME MK BG AL XK',
  baltic: 'LT LV EE',
  arabic: 'AE SA QA BH KW OM JO LB SY IQ YE EG MA DZ TN LY SD PS EH MR SO',
  hebrew: 'IL',
  persian: 'IR AF TJ',
  south_asian: 'IN NP BT LK',
  pakistani: 'PK BD',
  maldivian: 'MV',
  chinese: 'CN HK MO TW SG',
  japanese: 'JP',
  korean: 'KR KP',
  thai: 'TH MM',
  vietnamese: 'VN',
  malay: 'MY ID BN',
  filipino: 'PH',
  khmer_lao: 'KH LA',
  central_asian: 'KZ UZ KG TM',
  east_african: 'KE TZ UG RW SS',
  ethiopian: 'ET ER',
  west_african: 'NG GH LR SL GM',
  southern_african: 'ZA ZW ZM BW NA LS SZ MW',
  pacific: 'PF CK WS TO FJ TV KI NR NU TK VU SB PG FM MH PW',
  mongolian: 'MN',
});

const AREA_BY_COUNTRY = Object.freeze(
  Object.fromEntries(Object.entries(LANGUAGE_AREAS).flatMap(([area, codes]) => codes.split(' ').map((c) => [c, area]))),
);

/** A contact person's name typical of the country (English names where none is listed). */
export function contactName(countryCode, rng) {
  const [first, last] = NAME_BANKS[AREA_BY_COUNTRY[countryCode] ?? 'english'];
  return `${first[Math.floor(rng() * first.length)]} ${last[Math.floor(rng() * last.length)]}`;
}
