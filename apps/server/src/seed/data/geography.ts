/**
 * Countries, states (governorates, regions, emirates) and areas for address forms.
 * Kuwait is complete enough for real deliveries; Egypt (the default phone country, SPEC)
 * and the other GCC states carry their main regions and cities.
 */
import { L } from './localized.ts';
import type { AreaSeed, CountrySeed, Localized, StateSeed } from './types.ts';

const keyOf = (en: string): string =>
  en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Areas as [English, Arabic] pairs; keys are slugs of the English name. */
const areas = (...pairs: [string, string][]): AreaSeed[] =>
  pairs.map(([en, ar]) => ({ key: keyOf(en), name: L(en, ar) }));

const state = (key: string, name: Localized, list: AreaSeed[]): StateSeed => ({ key, name, areas: list });

const kuwait: CountrySeed = {
  code: 'kw',
  name: L('Kuwait', 'الكويت'),
  phoneCode: '+965',
  states: [
    state(
      'capital',
      L('Capital (Al Asimah)', 'محافظة العاصمة'),
      areas(
        ['Kuwait City', 'مدينة الكويت'],
        ['Sharq', 'شرق'],
        ['Dasman', 'دسمان'],
        ['Mirqab', 'المرقاب'],
        ['Qibla', 'القبلة'],
        ['Dasma', 'الدسمة'],
        ['Bneid Al-Gar', 'بنيد القار'],
        ['Daiya', 'الدعية'],
        ['Shamiya', 'الشامية'],
        ['Shuwaikh', 'الشويخ'],
        ['Kaifan', 'كيفان'],
        ['Abdullah Al-Salem', 'ضاحية عبدالله السالم'],
        ['Mansouriya', 'المنصورية'],
        ['Nuzha', 'النزهة'],
        ['Faiha', 'الفيحاء'],
        ['Qadsiya', 'القادسية'],
        ['Rawda', 'الروضة'],
        ['Adailiya', 'العديلية'],
        ['Khaldiya', 'الخالدية'],
        ['Qortuba', 'قرطبة'],
        ['Surra', 'السرة'],
        ['Yarmouk', 'اليرموك'],
        ['Granada', 'غرناطة'],
        ['Sulaibikhat', 'الصليبخات'],
        ['Doha', 'الدوحة'],
      ),
    ),
    state(
      'hawalli',
      L('Hawalli', 'محافظة حولي'),
      areas(
        ['Hawalli', 'حولي'],
        ['Salmiya', 'السالمية'],
        ['Jabriya', 'الجابرية'],
        ['Rumaithiya', 'الرميثية'],
        ['Mishref', 'مشرف'],
        ['Bayan', 'بيان'],
        ['Salwa', 'سلوى'],
        ['Shaab', 'الشعب'],
        ['Shuhada', 'الشهداء'],
        ['Hittin', 'حطين'],
        ['Salam', 'السلام'],
        ['Zahra', 'الزهراء'],
        ['Siddiq', 'الصديق'],
        ['Mubarak Al-Abdullah', 'مبارك العبدالله'],
      ),
    ),
    state(
      'farwaniya',
      L('Farwaniya', 'محافظة الفروانية'),
      areas(
        ['Farwaniya', 'الفروانية'],
        ['Khaitan', 'خيطان'],
        ['Jleeb Al-Shuyoukh', 'جليب الشيوخ'],
        ['Ardiya', 'العارضية'],
        ['Andalous', 'الأندلس'],
        ['Rabiya', 'الرابية'],
        ['Rehab', 'الرحاب'],
        ['Omariya', 'العمرية'],
        ['Ferdous', 'الفردوس'],
        ['Abdullah Al-Mubarak', 'عبدالله المبارك'],
        ['Ishbiliya', 'إشبيلية'],
        ['Riggae', 'الرقعي'],
        ['Sabah Al-Nasser', 'صباح الناصر'],
        ['Dhajeej', 'الضجيج'],
      ),
    ),
    state(
      'mubarak-al-kabeer',
      L('Mubarak Al-Kabeer', 'محافظة مبارك الكبير'),
      areas(
        ['Mubarak Al-Kabeer', 'مبارك الكبير'],
        ['Qurain', 'القرين'],
        ['Qusour', 'القصور'],
        ['Adan', 'العدان'],
        ['Sabah Al-Salem', 'صباح السالم'],
        ['Messila', 'المسيلة'],
        ['Abu Fatira', 'أبو فطيرة'],
        ['Fnaitees', 'الفنيطيس'],
        ['Abu Al-Hasaniya', 'أبو الحصانية'],
        ['Masayel', 'المسايل'],
      ),
    ),
    state(
      'ahmadi',
      L('Ahmadi', 'محافظة الأحمدي'),
      areas(
        ['Ahmadi', 'الأحمدي'],
        ['Fahaheel', 'الفحيحيل'],
        ['Mangaf', 'المنقف'],
        ['Abu Halifa', 'أبو حليفة'],
        ['Fintas', 'الفنطاس'],
        ['Mahboula', 'المهبولة'],
        ['Egaila', 'العقيلة'],
        ['Riqqa', 'الرقة'],
        ['Hadiya', 'هدية'],
        ['Sabahiya', 'الصباحية'],
        ['Fahad Al-Ahmad', 'فهد الأحمد'],
        ['Wafra', 'الوفرة'],
        ['Khairan', 'الخيران'],
        ['Sabah Al-Ahmad', 'صباح الأحمد'],
        ['Ali Sabah Al-Salem', 'علي صباح السالم'],
        ['Zour', 'الزور'],
      ),
    ),
    state(
      'jahra',
      L('Jahra', 'محافظة الجهراء'),
      areas(
        ['Jahra', 'الجهراء'],
        ['Qasr', 'القصر'],
        ['Oyoun', 'العيون'],
        ['Naeem', 'النعيم'],
        ['Waha', 'الواحة'],
        ['Taima', 'تيماء'],
        ['Saad Al-Abdullah', 'سعد العبدالله'],
        ['Abdali', 'العبدلي'],
        ['Sulaibiya', 'الصليبية'],
        ['Amghara', 'أمغرة'],
        ['Nasseem', 'النسيم'],
        ['Kabd', 'كبد'],
      ),
    ),
  ],
};

const egypt: CountrySeed = {
  code: 'eg',
  name: L('Egypt', 'مصر'),
  phoneCode: '+20',
  states: [
    state(
      'cairo',
      L('Cairo', 'القاهرة'),
      areas(
        ['Nasr City', 'مدينة نصر'],
        ['Heliopolis', 'مصر الجديدة'],
        ['Maadi', 'المعادي'],
        ['Zamalek', 'الزمالك'],
        ['Downtown', 'وسط البلد'],
        ['New Cairo', 'القاهرة الجديدة'],
        ['Shubra', 'شبرا'],
      ),
    ),
    state(
      'giza',
      L('Giza', 'الجيزة'),
      areas(
        ['Dokki', 'الدقي'],
        ['Mohandessin', 'المهندسين'],
        ['Agouza', 'العجوزة'],
        ['Haram', 'الهرم'],
        ['6th of October City', 'مدينة السادس من أكتوبر'],
        ['Sheikh Zayed City', 'مدينة الشيخ زايد'],
      ),
    ),
    state(
      'alexandria',
      L('Alexandria', 'الإسكندرية'),
      areas(
        ['Smouha', 'سموحة'],
        ['Sidi Gaber', 'سيدي جابر'],
        ['Miami', 'ميامي'],
        ['Montaza', 'المنتزه'],
        ['Agami', 'العجمي'],
        ['Stanley', 'ستانلي'],
      ),
    ),
    state(
      'qalyubia',
      L('Qalyubia', 'القليوبية'),
      areas(
        ['Banha', 'بنها'],
        ['Shubra El Kheima', 'شبرا الخيمة'],
        ['Qalyub', 'قليوب'],
        ['Obour City', 'مدينة العبور'],
      ),
    ),
    state(
      'dakahlia',
      L('Dakahlia', 'الدقهلية'),
      areas(['Mansoura', 'المنصورة'], ['Mit Ghamr', 'ميت غمر'], ['Talkha', 'طلخا']),
    ),
    state(
      'sharqia',
      L('Sharqia', 'الشرقية'),
      areas(['Zagazig', 'الزقازيق'], ['10th of Ramadan City', 'مدينة العاشر من رمضان'], ['Belbeis', 'بلبيس']),
    ),
    state(
      'gharbia',
      L('Gharbia', 'الغربية'),
      areas(['Tanta', 'طنطا'], ['El Mahalla El Kubra', 'المحلة الكبرى'], ['Kafr El Zayat', 'كفر الزيات']),
    ),
    state(
      'red-sea',
      L('Red Sea', 'البحر الأحمر'),
      areas(['Hurghada', 'الغردقة'], ['Safaga', 'سفاجا'], ['El Gouna', 'الجونة']),
    ),
    state(
      'south-sinai',
      L('South Sinai', 'جنوب سيناء'),
      areas(['Sharm El Sheikh', 'شرم الشيخ'], ['Dahab', 'دهب'], ['Saint Catherine', 'سانت كاترين']),
    ),
    state('luxor', L('Luxor', 'الأقصر'), areas(['Luxor City', 'مدينة الأقصر'], ['Esna', 'إسنا'], ['Armant', 'أرمنت'])),
    state(
      'aswan',
      L('Aswan', 'أسوان'),
      areas(['Aswan City', 'مدينة أسوان'], ['Kom Ombo', 'كوم أمبو'], ['Edfu', 'إدفو']),
    ),
  ],
};

const saudiArabia: CountrySeed = {
  code: 'sa',
  name: L('Saudi Arabia', 'السعودية'),
  phoneCode: '+966',
  states: [
    state(
      'riyadh',
      L('Riyadh Region', 'منطقة الرياض'),
      areas(['Riyadh', 'الرياض'], ['Al Kharj', 'الخرج'], ['Diriyah', 'الدرعية']),
    ),
    state(
      'makkah',
      L('Makkah Region', 'منطقة مكة المكرمة'),
      areas(['Jeddah', 'جدة'], ['Makkah', 'مكة المكرمة'], ['Taif', 'الطائف']),
    ),
    state(
      'eastern',
      L('Eastern Province', 'المنطقة الشرقية'),
      areas(
        ['Dammam', 'الدمام'],
        ['Khobar', 'الخبر'],
        ['Dhahran', 'الظهران'],
        ['Al Ahsa', 'الأحساء'],
        ['Jubail', 'الجبيل'],
      ),
    ),
    state(
      'madinah',
      L('Madinah Region', 'منطقة المدينة المنورة'),
      areas(['Madinah', 'المدينة المنورة'], ['Yanbu', 'ينبع']),
    ),
    state('qassim', L('Qassim Region', 'منطقة القصيم'), areas(['Buraidah', 'بريدة'], ['Unaizah', 'عنيزة'])),
    state('asir', L('Asir Region', 'منطقة عسير'), areas(['Abha', 'أبها'], ['Khamis Mushait', 'خميس مشيط'])),
  ],
};

const uae: CountrySeed = {
  code: 'ae',
  name: L('United Arab Emirates', 'الإمارات العربية المتحدة'),
  phoneCode: '+971',
  states: [
    state(
      'abu-dhabi',
      L('Abu Dhabi', 'أبوظبي'),
      areas(['Abu Dhabi City', 'مدينة أبوظبي'], ['Al Ain', 'العين'], ['Khalifa City', 'مدينة خليفة']),
    ),
    state(
      'dubai',
      L('Dubai', 'دبي'),
      areas(
        ['Deira', 'ديرة'],
        ['Bur Dubai', 'بر دبي'],
        ['Jumeirah', 'جميرا'],
        ['Dubai Marina', 'دبي مارينا'],
        ['Al Barsha', 'البرشاء'],
      ),
    ),
    state(
      'sharjah',
      L('Sharjah', 'الشارقة'),
      areas(['Al Majaz', 'المجاز'], ['Al Nahda', 'النهضة'], ['Khor Fakkan', 'خورفكان']),
    ),
    state('ajman', L('Ajman', 'عجمان'), areas(['Al Nuaimiya', 'النعيمية'], ['Al Rashidiya', 'الراشدية'])),
    state(
      'ras-al-khaimah',
      L('Ras Al Khaimah', 'رأس الخيمة'),
      areas(['Al Nakheel', 'النخيل'], ['Al Hamra', 'الحمراء']),
    ),
    state(
      'fujairah',
      L('Fujairah', 'الفجيرة'),
      areas(['Fujairah City', 'مدينة الفجيرة'], ['Dibba Al Fujairah', 'دبا الفجيرة']),
    ),
    state(
      'umm-al-quwain',
      L('Umm Al Quwain', 'أم القيوين'),
      areas(['Umm Al Quwain City', 'مدينة أم القيوين'], ['Al Salama', 'السلمة']),
    ),
  ],
};

const qatar: CountrySeed = {
  code: 'qa',
  name: L('Qatar', 'قطر'),
  phoneCode: '+974',
  states: [
    state(
      'doha',
      L('Doha', 'الدوحة'),
      areas(['West Bay', 'الخليج الغربي'], ['Al Sadd', 'السد'], ['Msheireb', 'مشيرب'], ['The Pearl', 'اللؤلؤة']),
    ),
    state(
      'al-rayyan',
      L('Al Rayyan', 'الريان'),
      areas(['Al Gharafa', 'الغرافة'], ['Muaither', 'معيذر'], ['Education City', 'المدينة التعليمية']),
    ),
    state(
      'al-wakrah',
      L('Al Wakrah', 'الوكرة'),
      areas(['Al Wakrah', 'الوكرة'], ['Al Wukair', 'الوكير'], ['Mesaieed', 'مسيعيد']),
    ),
    state('al-khor', L('Al Khor', 'الخور'), areas(['Al Khor City', 'مدينة الخور'], ['Al Thakhira', 'الذخيرة'])),
    state(
      'umm-salal',
      L('Umm Salal', 'أم صلال'),
      areas(['Umm Salal Mohammed', 'أم صلال محمد'], ['Umm Salal Ali', 'أم صلال علي']),
    ),
    state('al-daayen', L('Al Daayen', 'الضعاين'), areas(['Lusail', 'لوسيل'], ['Simaisma', 'سميسمة'])),
  ],
};

const bahrain: CountrySeed = {
  code: 'bh',
  name: L('Bahrain', 'البحرين'),
  phoneCode: '+973',
  states: [
    state(
      'capital',
      L('Capital Governorate', 'محافظة العاصمة'),
      areas(['Manama', 'المنامة'], ['Juffair', 'الجفير'], ['Seef', 'السيف'], ['Adliya', 'العدلية']),
    ),
    state(
      'muharraq',
      L('Muharraq Governorate', 'محافظة المحرق'),
      areas(['Muharraq', 'المحرق'], ['Busaiteen', 'البسيتين'], ['Amwaj Islands', 'جزر أمواج'], ['Hidd', 'الحد']),
    ),
    state(
      'northern',
      L('Northern Governorate', 'المحافظة الشمالية'),
      areas(['Hamad Town', 'مدينة حمد'], ['Budaiya', 'البديع'], ['Saar', 'سار'], ['Janabiya', 'الجنبية']),
    ),
    state(
      'southern',
      L('Southern Governorate', 'المحافظة الجنوبية'),
      areas(['Riffa', 'الرفاع'], ['Isa Town', 'مدينة عيسى'], ['Awali', 'عوالي'], ['Zallaq', 'الزلاق']),
    ),
  ],
};

const oman: CountrySeed = {
  code: 'om',
  name: L('Oman', 'عُمان'),
  phoneCode: '+968',
  states: [
    state(
      'muscat',
      L('Muscat', 'محافظة مسقط'),
      areas(
        ['Muscat', 'مسقط'],
        ['Muttrah', 'مطرح'],
        ['Bawshar', 'بوشر'],
        ['Seeb', 'السيب'],
        ['Al Amerat', 'العامرات'],
        ['Qurayyat', 'قريات'],
      ),
    ),
    state('dhofar', L('Dhofar', 'محافظة ظفار'), areas(['Salalah', 'صلالة'], ['Taqah', 'طاقة'], ['Mirbat', 'مرباط'])),
    state(
      'north-al-batinah',
      L('North Al Batinah', 'محافظة شمال الباطنة'),
      areas(['Sohar', 'صحار'], ['Shinas', 'شناص'], ['Saham', 'صحم']),
    ),
    state(
      'ad-dakhiliyah',
      L('Ad Dakhiliyah', 'محافظة الداخلية'),
      areas(['Nizwa', 'نزوى'], ['Bahla', 'بهلاء'], ['Samail', 'سمائل']),
    ),
    state(
      'south-ash-sharqiyah',
      L('South Ash Sharqiyah', 'محافظة جنوب الشرقية'),
      areas(['Sur', 'صور'], ['Jalan Bani Bu Ali', 'جعلان بني بو علي']),
    ),
  ],
};

/** Kuwait first: it is the shop's home country and the first choice in address forms. */
export const countries: CountrySeed[] = [kuwait, saudiArabia, uae, qatar, bahrain, oman, egypt];
