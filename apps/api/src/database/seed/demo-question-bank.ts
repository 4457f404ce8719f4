/**
 * What the demo questions are written from (demo-questions.ts turns each course's bank into
 * questions of all seven types, in Arabic and in English). Facts are a term and what it does or
 * is, written so that "{term} {predicate}." is a true statement: the generator asks for the term
 * (multiple choice, fill-in-the-blanks), pairs terms with the wrong predicates (true/false,
 * multiple answers) and matches terms to predicates. Numeric problems carry their LaTeX and
 * compute their answer; each is asked as multiple choice and again, with other numbers, as
 * fill-in-the-blanks (a pair the similarity check flags, as in a real bank).
 */

type Lang = 'ar' | 'en';
type Params = Record<string, number>;

export interface FactSeed {
  en: [term: string, predicate: string];
  ar: [term: string, predicate: string];
}

export interface NumericAsk {
  /** The multiple-choice question. */
  ask: string;
  /** The fill-in-the-blanks sentence up to the blank. */
  lead: string;
  unit: string;
}

export interface NumericSeed {
  /** The first set makes the multiple-choice question, the second the fill-in-the-blanks one. */
  sets: Params[];
  setting: Record<Lang, (p: Params) => string>;
  ask: Record<Lang, NumericAsk>;
  answer: (p: Params) => number;
  decimals: number;
  /** A second blank for the fill-in-the-blanks form. */
  second?: { lead: Record<Lang, string>; unit: Record<Lang, string>; answer: (p: Params) => number };
  feedback: Record<Lang, string>;
}

export interface EssaySeed {
  prompt: Record<Lang, string>;
  rubrics: { en: string; ar: string; weight: number }[];
  model: Record<Lang, string>;
}

export interface CaseSeed {
  scenario: Record<Lang, string>;
  /** The case's own open question, asked after a multiple-choice and a true/false sub-question. */
  ask: Record<Lang, string>;
}

export interface CourseBank {
  /** Course code of the demo seed (demo-courses.ts). */
  code: string;
  /** What the matching and multiple-answer stems talk about. */
  topic: Record<Lang, string>;
  facts: FactSeed[];
  numeric: NumericSeed[];
  essay: EssaySeed;
  case: CaseSeed;
}

/** Inline mathematics as the editor's math node stores it. */
export const math = (latex: string) =>
  `<span data-type="inline-math" data-latex="${latex.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></span>`;
const m = math;

export const DEMO_QUESTION_BANK: CourseBank[] = [
  {
    code: 'CIV101',
    topic: { en: 'structural analysis', ar: 'التحليل الإنشائي' },
    facts: [
      {
        en: [
          'The principle of superposition',
          'states that the response of a linear elastic structure to several loads equals the sum of its responses to each load acting alone',
        ],
        ar: [
          'مبدأ التراكب',
          'ينص على أن استجابة المنشأ المرن الخطي لعدة أحمال تساوي مجموع استجاباته لكل حمل منفردًا',
        ],
      },
      {
        en: [
          'The degree of static indeterminacy',
          'is the number of unknown reactions and internal forces in excess of the available equilibrium equations',
        ],
        ar: [
          'درجة عدم التحديد الاستاتيكي',
          'هي عدد ردود الأفعال والقوى الداخلية المجهولة الزائدة على عدد معادلات الاتزان المتاحة',
        ],
      },
      {
        en: [
          'The moment distribution method',
          'balances the joint moments of a continuous beam by iteration using distribution and carry-over factors',
        ],
        ar: [
          'طريقة توزيع العزوم',
          'توازن العزوم عند ركائز الكمرة المستمرة بالتكرار باستخدام معاملات التوزيع والترحيل',
        ],
      },
      {
        en: [
          'An influence line',
          'shows how a response at one point of a structure varies as a unit load moves across it',
        ],
        ar: ['خط التأثير', 'يبين كيف تتغير الاستجابة عند نقطة من المنشأ مع تحرك حمل مقداره الوحدة عليه'],
      },
      {
        en: [
          'The method of joints',
          'finds the member forces of a truss from the equilibrium of the forces acting at each pin',
        ],
        ar: ['طريقة العقد', 'تحسب القوى في أعضاء الجمالون من اتزان القوى المؤثرة عند كل مفصل'],
      },
      {
        en: [
          'The carry-over factor',
          'is the ratio of the moment induced at the fixed far end of a member to the moment applied at its near end',
        ],
        ar: [
          'معامل الترحيل',
          'هو نسبة العزم المتولد عند الطرف البعيد المثبت للعضو إلى العزم المؤثر عند طرفه القريب',
        ],
      },
      {
        en: [
          'The slope-deflection method',
          'expresses the end moments of each member in terms of the rotations and the relative displacement of its ends',
        ],
        ar: ['طريقة الميل والانحراف', 'تعبر عن عزوم أطراف كل عضو بدلالة دورانات طرفيه وإزاحتهما النسبية'],
      },
      {
        en: [
          "Castigliano's second theorem",
          'states that the partial derivative of the strain energy with respect to a load gives the displacement in the direction of that load',
        ],
        ar: [
          'نظرية كاستيليانو الثانية',
          'تنص على أن المشتقة الجزئية لطاقة الانفعال بالنسبة إلى حمل ما تعطي الإزاحة في اتجاه ذلك الحمل',
        ],
      },
    ],
    numeric: [
      {
        sets: [
          { L: 6, w: 12 },
          { L: 8, w: 15 },
          { L: 5, w: 20 },
        ],
        setting: {
          en: (p) =>
            `A simply supported beam of span ${m(`L = ${p.L}\\,\\text{m}`)} carries a uniformly distributed load of ${m(`w = ${p.w}\\,\\text{kN/m}`)} over its whole length.`,
          ar: (p) =>
            `كمرة بسيطة الارتكاز بحرها ${m(`L = ${p.L}\\,\\text{m}`)} تحمل حملًا موزعًا بانتظام شدته ${m(`w = ${p.w}\\,\\text{kN/m}`)} على كامل طولها.`,
        },
        ask: {
          en: {
            ask: 'What is the maximum bending moment in the beam?',
            lead: 'The maximum bending moment is',
            unit: 'kN·m',
          },
          ar: {
            ask: 'ما قيمة أقصى عزم انحناء في الكمرة؟',
            lead: 'أقصى عزم انحناء يساوي',
            unit: 'كيلونيوتن·متر',
          },
        },
        answer: (p) => (p.w * p.L ** 2) / 8,
        decimals: 2,
        second: {
          lead: { en: 'and each support reaction is', ar: 'ورد فعل كل ركيزة يساوي' },
          unit: { en: 'kN', ar: 'كيلونيوتن' },
          answer: (p) => (p.w * p.L) / 2,
        },
        feedback: {
          en: `For a uniform load on a simple span, ${m('M_{max} = \\frac{wL^2}{8}')} at mid-span.`,
          ar: `في الكمرة البسيطة المحملة بحمل منتظم يكون ${m('M_{max} = \\frac{wL^2}{8}')} عند منتصف البحر.`,
        },
      },
      {
        sets: [
          { P: 40, L: 10, a: 4 },
          { P: 60, L: 12, a: 3 },
        ],
        setting: {
          en: (p) =>
            `A simply supported beam AB of span ${m(`${p.L}\\,\\text{m}`)} carries a point load ${m(`P = ${p.P}\\,\\text{kN}`)} at ${m(`a = ${p.a}\\,\\text{m}`)} from support A.`,
          ar: (p) =>
            `كمرة بسيطة الارتكاز AB بحرها ${m(`${p.L}\\,\\text{m}`)} يؤثر عليها حمل مركز ${m(`P = ${p.P}\\,\\text{kN}`)} على بعد ${m(`a = ${p.a}\\,\\text{m}`)} من الركيزة A.`,
        },
        ask: {
          en: {
            ask: 'What is the vertical reaction at support A?',
            lead: 'The reaction at A is',
            unit: 'kN',
          },
          ar: {
            ask: 'ما قيمة رد الفعل الرأسي عند الركيزة A؟',
            lead: 'رد الفعل عند A يساوي',
            unit: 'كيلونيوتن',
          },
        },
        answer: (p) => (p.P * (p.L - p.a)) / p.L,
        decimals: 2,
        feedback: {
          en: `Taking moments about B: ${m('R_A = \\frac{P(L-a)}{L}')}.`,
          ar: `بأخذ العزوم حول B نحصل على ${m('R_A = \\frac{P(L-a)}{L}')}.`,
        },
      },
    ],
    essay: {
      prompt: {
        en: 'Compare the force method and the displacement method for analysing statically indeterminate structures. Illustrate your answer with a two-span continuous beam.',
        ar: 'قارن بين طريقة القوى وطريقة الإزاحات في تحليل المنشآت غير المحددة استاتيكيًا، موضحًا إجابتك بكمرة مستمرة ذات بحرين.',
      },
      rubrics: [
        {
          en: 'States the unknowns and the governing equations of each method',
          ar: 'يحدد المجاهيل والمعادلات الحاكمة في كل طريقة',
          weight: 0.4,
        },
        {
          en: 'Applies both methods correctly to the two-span beam',
          ar: 'يطبق الطريقتين تطبيقًا صحيحًا على الكمرة ذات البحرين',
          weight: 0.4,
        },
        {
          en: 'Explains when each method is the better choice',
          ar: 'يوضح متى تكون كل طريقة هي الاختيار الأفضل',
          weight: 0.2,
        },
      ],
      model: {
        en: 'The force method takes redundant forces as unknowns and writes compatibility equations; the displacement method takes joint rotations and displacements as unknowns and writes equilibrium equations.',
        ar: 'تتخذ طريقة القوى القوى الزائدة مجاهيل وتكتب معادلات توافق الإزاحات، بينما تتخذ طريقة الإزاحات دورانات العقد وإزاحاتها مجاهيل وتكتب معادلات الاتزان.',
      },
    },
    case: {
      scenario: {
        en: 'A pedestrian bridge is modelled as a two-span continuous steel beam with spans of 12 m each. During an inspection a settlement of 15 mm was measured at the middle support, and cracks were found in the deck above it.',
        ar: 'جسر للمشاة ممثل بكمرة صلب مستمرة ذات بحرين طول كل منهما 12 مترًا. أثناء الفحص الدوري قيس هبوط مقداره 15 مم عند الركيزة الوسطى، ووجدت شروخ في البلاطة فوقها.',
      },
      ask: {
        en: 'Explain how the settlement changes the bending moments in the beam and whether the bridge needs strengthening.',
        ar: 'اشرح كيف يغير هبوط الركيزة عزوم الانحناء في الكمرة، وهل يحتاج الجسر إلى تدعيم؟',
      },
    },
  },
  {
    code: 'CIV301',
    topic: { en: 'soil mechanics', ar: 'ميكانيكا التربة' },
    facts: [
      {
        en: [
          "Darcy's law",
          'states that the discharge velocity of water through a saturated soil is proportional to the hydraulic gradient',
        ],
        ar: [
          'قانون دارسي',
          'ينص على أن سرعة سريان الماء خلال التربة المشبعة تتناسب طرديًا مع الميل الهيدروليكي',
        ],
      },
      {
        en: [
          'The effective stress',
          'equals the total stress minus the pore water pressure and controls the strength and compressibility of a soil',
        ],
        ar: [
          'الإجهاد الفعال',
          'يساوي الإجهاد الكلي مطروحًا منه ضغط الماء المسامي، ويتحكم في مقاومة التربة وقابليتها للانضغاط',
        ],
      },
      {
        en: [
          'The liquid limit',
          'is the water content at which a soil changes from the plastic to the liquid state',
        ],
        ar: ['حد السيولة', 'هو المحتوى المائي الذي تتحول عنده التربة من الحالة اللدنة إلى الحالة السائلة'],
      },
      {
        en: [
          'Consolidation',
          'is the gradual reduction in volume of a saturated clay as pore water is squeezed out under a sustained load',
        ],
        ar: [
          'الانضمام',
          'هو النقص التدريجي في حجم الطين المشبع نتيجة خروج الماء المسامي تحت تأثير حمل مستمر',
        ],
      },
      {
        en: [
          'The Proctor compaction test',
          'determines the optimum water content at which a soil reaches its maximum dry density',
        ],
        ar: ['اختبار بروكتور للدمك', 'يحدد المحتوى المائي الأمثل الذي تصل عنده التربة إلى أقصى كثافة جافة'],
      },
      {
        en: [
          'The coefficient of permeability',
          'measures how easily water flows through a soil and has the units of velocity',
        ],
        ar: ['معامل النفاذية', 'يقيس مدى سهولة سريان الماء خلال التربة، وله وحدات السرعة'],
      },
      {
        en: [
          'The plasticity index',
          'is the difference between the liquid limit and the plastic limit of a soil',
        ],
        ar: ['دليل اللدونة', 'هو الفرق بين حد السيولة وحد اللدونة للتربة'],
      },
      {
        en: [
          'The quick condition',
          'occurs when an upward seepage force reduces the effective stress in a cohesionless soil to zero',
        ],
        ar: [
          'حالة الفوران',
          'تحدث عندما تُخفِّض قوة التسرب الصاعدة الإجهادَ الفعال في التربة غير المتماسكة إلى الصفر',
        ],
      },
    ],
    numeric: [
      {
        sets: [
          { g: 20, z: 5 },
          { g: 19, z: 8 },
          { g: 21, z: 6 },
        ],
        setting: {
          en: (p) =>
            `A saturated sand layer has a saturated unit weight of ${m(`\\gamma_{sat} = ${p.g}\\,\\text{kN/m}^3`)}, and the water table is at the ground surface (take ${m('\\gamma_w = 9.81\\,\\text{kN/m}^3')}). Consider a point at a depth of ${m(`z = ${p.z}\\,\\text{m}`)}.`,
          ar: (p) =>
            `طبقة رمل مشبعة وزن وحدتها المشبعة ${m(`\\gamma_{sat} = ${p.g}\\,\\text{kN/m}^3`)}، ومنسوب المياه الجوفية عند سطح الأرض (اعتبر ${m('\\gamma_w = 9.81\\,\\text{kN/m}^3')}). خذ نقطة على عمق ${m(`z = ${p.z}\\,\\text{m}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the vertical effective stress at this point?',
            lead: 'The vertical effective stress at this point is',
            unit: 'kPa',
          },
          ar: {
            ask: 'ما قيمة الإجهاد الفعال الرأسي عند هذه النقطة؟',
            lead: 'الإجهاد الفعال الرأسي عند هذه النقطة يساوي',
            unit: 'كيلوباسكال',
          },
        },
        answer: (p) => (p.g - 9.81) * p.z,
        decimals: 2,
        feedback: {
          en: `${m("\\sigma' = (\\gamma_{sat} - \\gamma_w)\\,z")}`,
          ar: `${m("\\sigma' = (\\gamma_{sat} - \\gamma_w)\\,z")}`,
        },
      },
      {
        sets: [
          { k: 2, i: 0.5, A: 0.02 },
          { k: 5, i: 0.4, A: 0.01 },
        ],
        setting: {
          en: (p) =>
            `Water flows through a soil sample with a cross-sectional area of ${m(`A = ${p.A}\\,\\text{m}^2`)} and a coefficient of permeability of ${m(`k = ${p.k}\\times10^{-4}\\,\\text{m/s}`)} under a hydraulic gradient of ${m(`i = ${p.i}`)}.`,
          ar: (p) =>
            `يسري الماء خلال عينة تربة مساحة مقطعها ${m(`A = ${p.A}\\,\\text{m}^2`)} ومعامل نفاذيتها ${m(`k = ${p.k}\\times10^{-4}\\,\\text{m/s}`)} تحت ميل هيدروليكي ${m(`i = ${p.i}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the rate of flow through the sample?',
            lead: 'The rate of flow is',
            unit: 'cm³/s',
          },
          ar: { ask: 'ما معدل التصرف خلال العينة؟', lead: 'معدل التصرف يساوي', unit: 'سم³/ث' },
        },
        answer: (p) => p.k * 1e-4 * p.i * p.A * 1e6,
        decimals: 2,
        feedback: {
          en: `By Darcy's law, ${m('q = k\\,i\\,A')}.`,
          ar: `بتطبيق قانون دارسي: ${m('q = k\\,i\\,A')}.`,
        },
      },
    ],
    essay: {
      prompt: {
        en: 'Explain the consolidation of a saturated clay layer and describe how the coefficient of consolidation is obtained from an oedometer test.',
        ar: 'اشرح عملية انضمام طبقة طين مشبعة، ووضح كيف يُحسب معامل الانضمام من نتائج اختبار الأودوميتر.',
      },
      rubrics: [
        {
          en: 'Describes how excess pore pressure dissipates with time',
          ar: 'يصف كيف يتبدد ضغط الماء المسامي الزائد مع الزمن',
          weight: 0.35,
        },
        {
          en: 'Explains the oedometer procedure and the readings taken',
          ar: 'يشرح خطوات اختبار الأودوميتر والقراءات المسجلة',
          weight: 0.35,
        },
        {
          en: "Applies Terzaghi's time factor to find the coefficient",
          ar: 'يطبق معامل الزمن لترزاجي لإيجاد المعامل',
          weight: 0.3,
        },
      ],
      model: {
        en: `Under a load, excess pore pressure dissipates as water drains; ${m('c_v = \\frac{T_v H_{dr}^2}{t}')} from the square-root-of-time or log-time fitting.`,
        ar: `تحت تأثير الحمل يتبدد ضغط الماء الزائد مع خروج الماء، ويحسب ${m('c_v = \\frac{T_v H_{dr}^2}{t}')} بطريقة الجذر التربيعي للزمن أو لوغاريتم الزمن.`,
      },
    },
    case: {
      scenario: {
        en: 'A four-storey building is planned on a site where boreholes show 3 m of medium sand over 6 m of soft saturated clay, with the water table 1 m below the ground surface.',
        ar: 'يُخطَّط لإنشاء مبنى من أربعة طوابق في موقع تبين جساته وجود 3 أمتار من الرمل متوسط الكثافة فوق 6 أمتار من الطين الطري المشبع، ومنسوب المياه الجوفية على عمق متر واحد من سطح الأرض.',
      },
      ask: {
        en: 'Discuss the settlement the building may undergo and propose suitable foundation measures.',
        ar: 'ناقش الهبوط المتوقع للمبنى واقترح حلولًا مناسبة للأساسات.',
      },
    },
  },
  {
    code: 'ELC401',
    topic: { en: 'power systems', ar: 'نظم القوى الكهربائية' },
    facts: [
      {
        en: [
          'The per-unit system',
          'expresses voltages, currents and impedances as fractions of chosen base values',
        ],
        ar: ['نظام الوحدة النسبية', 'يعبر عن الجهود والتيارات والمعاوقات كنسب من قيم أساسية مختارة'],
      },
      {
        en: [
          'The slack bus',
          'balances the active and reactive power of the system in a load-flow study, with its voltage magnitude and angle specified',
        ],
        ar: [
          'قضيب الموازنة',
          'يوازن القدرة الفعالة وغير الفعالة للنظام في دراسة سريان الأحمال، ويُحدَّد له مقدار الجهد وزاويته',
        ],
      },
      {
        en: ['The power factor', 'is the ratio of the active power to the apparent power in an AC circuit'],
        ar: ['معامل القدرة', 'هو نسبة القدرة الفعالة إلى القدرة الظاهرية في دائرة التيار المتردد'],
      },
      {
        en: [
          'A symmetrical three-phase fault',
          'is a short circuit that involves all three phases equally and keeps the system balanced',
        ],
        ar: ['العطل المتماثل ثلاثي الأطوار', 'هو قصر يشمل الأطوار الثلاثة بالتساوي ويبقي النظام متزنًا'],
      },
      {
        en: [
          'The Ferranti effect',
          'is the rise of the receiving-end voltage above the sending-end voltage on a lightly loaded long line',
        ],
        ar: ['ظاهرة فيرانتي', 'هي ارتفاع جهد طرف الاستقبال عن جهد طرف الإرسال في خط طويل ذي حمل خفيف'],
      },
      {
        en: [
          'The Newton-Raphson method',
          'solves the nonlinear load-flow equations iteratively using the Jacobian matrix',
        ],
        ar: ['طريقة نيوتن-رافسون', 'تحل معادلات سريان الأحمال غير الخطية بالتكرار باستخدام مصفوفة جاكوبي'],
      },
      {
        en: [
          'Corona',
          'is the ionisation of the air around a conductor when the electric field at its surface exceeds the breakdown strength of air',
        ],
        ar: [
          'ظاهرة الكورونا',
          'هي تأين الهواء المحيط بالموصل عندما تتجاوز شدة المجال الكهربي عند سطحه شدة انهيار الهواء',
        ],
      },
      {
        en: [
          'A circuit breaker',
          'interrupts fault currents automatically to protect the equipment of the network',
        ],
        ar: ['قاطع الدائرة', 'يقطع تيارات الأعطال تلقائيًا لحماية معدات الشبكة'],
      },
    ],
    numeric: [
      {
        sets: [
          { V: 11, I: 50, pf: 0.8 },
          { V: 6.6, I: 120, pf: 0.85 },
          { V: 11, I: 80, pf: 0.9 },
        ],
        setting: {
          en: (p) =>
            `A balanced three-phase load draws a line current of ${m(`I_L = ${p.I}\\,\\text{A}`)} from a supply with a line voltage of ${m(`V_L = ${p.V}\\,\\text{kV}`)} at a power factor of ${p.pf} lagging.`,
          ar: (p) =>
            `حمل ثلاثي الأطوار متزن يسحب تيار خط ${m(`I_L = ${p.I}\\,\\text{A}`)} من مصدر جهد الخط فيه ${m(`V_L = ${p.V}\\,\\text{kV}`)} عند معامل قدرة ${p.pf} متأخر.`,
        },
        ask: {
          en: { ask: 'What is the active power drawn by the load?', lead: 'The active power is', unit: 'kW' },
          ar: { ask: 'ما القدرة الفعالة التي يسحبها الحمل؟', lead: 'القدرة الفعالة تساوي', unit: 'كيلووات' },
        },
        answer: (p) => Math.sqrt(3) * p.V * p.I * p.pf,
        decimals: 1,
        second: {
          lead: { en: 'and the apparent power is', ar: 'والقدرة الظاهرية تساوي' },
          unit: { en: 'kVA', ar: 'كيلوفولت أمبير' },
          answer: (p) => Math.sqrt(3) * p.V * p.I,
        },
        feedback: {
          en: m('P = \\sqrt{3}\\,V_L I_L \\cos\\varphi'),
          ar: m('P = \\sqrt{3}\\,V_L I_L \\cos\\varphi'),
        },
      },
      {
        sets: [
          { Z: 12, S: 100, V: 132 },
          { Z: 25, S: 100, V: 220 },
        ],
        setting: {
          en: (p) =>
            `A transmission line has a series impedance of ${m(`Z = ${p.Z}\\,\\Omega`)}. The system bases are ${m(`S_b = ${p.S}\\,\\text{MVA}`)} and ${m(`V_b = ${p.V}\\,\\text{kV}`)}.`,
          ar: (p) =>
            `خط نقل معاوقته المتوالية ${m(`Z = ${p.Z}\\,\\Omega`)}، والقيم الأساسية للنظام ${m(`S_b = ${p.S}\\,\\text{MVA}`)} و${m(`V_b = ${p.V}\\,\\text{kV}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the per-unit impedance of the line?',
            lead: 'The per-unit impedance is',
            unit: 'p.u.',
          },
          ar: { ask: 'ما المعاوقة النسبية للخط؟', lead: 'المعاوقة النسبية تساوي', unit: 'وحدة نسبية' },
        },
        answer: (p) => (p.Z * p.S) / p.V ** 2,
        decimals: 4,
        feedback: { en: m('Z_{pu} = Z\\,\\frac{S_b}{V_b^2}'), ar: m('Z_{pu} = Z\\,\\frac{S_b}{V_b^2}') },
      },
    ],
    essay: {
      prompt: {
        en: 'Describe the steps of a Newton-Raphson load-flow study of a power network and explain the role of each bus type.',
        ar: 'صف خطوات دراسة سريان الأحمال في شبكة قوى كهربائية بطريقة نيوتن-رافسون، واشرح دور كل نوع من أنواع القضبان.',
      },
      rubrics: [
        {
          en: 'Classifies slack, PV and PQ buses with their known and unknown quantities',
          ar: 'يصنف قضيب الموازنة وقضبان التوليد وقضبان الأحمال مع الكميات المعلومة والمجهولة لكل منها',
          weight: 0.3,
        },
        {
          en: 'Forms the mismatch equations and the Jacobian correctly',
          ar: 'يكوّن معادلات عدم التطابق ومصفوفة جاكوبي تكوينًا صحيحًا',
          weight: 0.4,
        },
        {
          en: 'States the convergence test and how line flows are obtained',
          ar: 'يذكر شرط التقارب وكيفية حساب سريان القدرة في الخطوط',
          weight: 0.3,
        },
      ],
      model: {
        en: 'Start from a flat voltage profile, compute the power mismatches, solve the Jacobian system for corrections and repeat until the mismatches fall below the tolerance.',
        ar: 'نبدأ بجهود ابتدائية مسطحة، ونحسب فروق القدرة، ونحل منظومة جاكوبي لإيجاد التصحيحات، ونكرر حتى تصبح الفروق أقل من الحد المسموح.',
      },
    },
    case: {
      scenario: {
        en: 'A 66 kV radial feeder supplies an industrial zone whose load has grown by 40% in five years. Customers at the far end now report low voltage at peak hours, and the feeder relays tripped twice last summer.',
        ar: 'مغذٍّ إشعاعي جهده 66 كيلوفولت يغذي منطقة صناعية زاد حملها بنسبة 40% خلال خمس سنوات. يشكو المشتركون في نهاية المغذي من انخفاض الجهد في ساعات الذروة، وقد فصلت مرحلات الحماية المغذي مرتين في الصيف الماضي.',
      },
      ask: {
        en: 'Propose two ways to restore the voltage at the far end and compare their cost and effectiveness.',
        ar: 'اقترح طريقتين لاستعادة الجهد في نهاية المغذي، وقارن بينهما من حيث التكلفة والفاعلية.',
      },
    },
  },
  {
    code: 'ELC501',
    topic: { en: 'control systems', ar: 'نظم التحكم' },
    facts: [
      {
        en: [
          'The transfer function',
          'is the ratio of the Laplace transform of the output to that of the input with all initial conditions zero',
        ],
        ar: [
          'دالة التحويل',
          'هي نسبة تحويل لابلاس للخرج إلى تحويل لابلاس للدخل عند انعدام جميع الشروط الابتدائية',
        ],
      },
      {
        en: [
          'The Routh-Hurwitz criterion',
          'determines how many closed-loop poles lie in the right half of the s-plane without solving the characteristic equation',
        ],
        ar: [
          'معيار روث-هورفيتز',
          'يحدد عدد أقطاب الحلقة المغلقة الواقعة في النصف الأيمن من المستوى s دون حل المعادلة المميزة',
        ],
      },
      {
        en: [
          'The steady-state error',
          'is the difference between the desired and the actual output as time tends to infinity',
        ],
        ar: [
          'خطأ الحالة المستقرة',
          'هو الفرق بين الخرج المطلوب والخرج الفعلي عندما يؤول الزمن إلى ما لا نهاية',
        ],
      },
      {
        en: [
          'The root locus',
          'shows the paths of the closed-loop poles in the s-plane as a gain varies from zero to infinity',
        ],
        ar: [
          'المحل الهندسي للجذور',
          'يبين مسارات أقطاب الحلقة المغلقة في المستوى s عند تغير الكسب من الصفر إلى ما لا نهاية',
        ],
      },
      {
        en: [
          'Integral action',
          'removes the steady-state error to a step input by accumulating the error over time',
        ],
        ar: ['الفعل التكاملي', 'يزيل خطأ الحالة المستقرة لدخل درجي بتجميع الخطأ عبر الزمن'],
      },
      {
        en: [
          'The gain margin',
          'is the factor by which the loop gain can increase before the closed-loop system becomes unstable',
        ],
        ar: ['هامش الكسب', 'هو المعامل الذي يمكن أن يزداد به كسب الحلقة قبل أن يصبح النظام المغلق غير مستقر'],
      },
      {
        en: [
          'The damping ratio',
          'describes how quickly the oscillations of a second-order system decay after a disturbance',
        ],
        ar: ['نسبة التخميد', 'تصف مدى سرعة اضمحلال اهتزازات نظام من الرتبة الثانية بعد حدوث اضطراب'],
      },
      {
        en: [
          'A Bode plot',
          "shows the magnitude in decibels and the phase of a system's frequency response against the logarithm of frequency",
        ],
        ar: [
          'مخطط بودي',
          'يعرض المقدار بالديسيبل وزاوية الطور للاستجابة الترددية للنظام مقابل لوغاريتم التردد',
        ],
      },
    ],
    numeric: [
      {
        sets: [
          { z: 0.5, w: 4 },
          { z: 0.6, w: 5 },
          { z: 0.4, w: 10 },
        ],
        setting: {
          en: (p) =>
            `A second-order system has the transfer function ${m('G(s) = \\frac{\\omega_n^2}{s^2 + 2\\zeta\\omega_n s + \\omega_n^2}')} with ${m(`\\zeta = ${p.z}`)} and ${m(`\\omega_n = ${p.w}\\,\\text{rad/s}`)}.`,
          ar: (p) =>
            `نظام من الرتبة الثانية دالة تحويله ${m('G(s) = \\frac{\\omega_n^2}{s^2 + 2\\zeta\\omega_n s + \\omega_n^2}')} حيث ${m(`\\zeta = ${p.z}`)} و${m(`\\omega_n = ${p.w}\\,\\text{rad/s}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the percentage overshoot of its unit-step response?',
            lead: 'The percentage overshoot is',
            unit: '%',
          },
          ar: {
            ask: 'ما نسبة التجاوز المئوية في استجابته لدخل درجي؟',
            lead: 'نسبة التجاوز المئوية تساوي',
            unit: '%',
          },
        },
        answer: (p) => 100 * Math.exp((-p.z * Math.PI) / Math.sqrt(1 - p.z ** 2)),
        decimals: 2,
        feedback: {
          en: m('M_p = 100\\,e^{-\\zeta\\pi/\\sqrt{1-\\zeta^2}}'),
          ar: m('M_p = 100\\,e^{-\\zeta\\pi/\\sqrt{1-\\zeta^2}}'),
        },
      },
      {
        sets: [{ K: 18 }, { K: 8 }],
        setting: {
          en: (p) =>
            `A unity-feedback system has the open-loop transfer function ${m(`G(s) = \\frac{${p.K}}{(s+1)(s+2)}`)}.`,
          ar: (p) =>
            `نظام ذو تغذية مرتدة أحادية دالة تحويله للحلقة المفتوحة ${m(`G(s) = \\frac{${p.K}}{(s+1)(s+2)}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the steady-state error to a unit-step input?',
            lead: 'The steady-state error is',
            unit: '',
          },
          ar: {
            ask: 'ما خطأ الحالة المستقرة لدخل درجي مقداره الوحدة؟',
            lead: 'خطأ الحالة المستقرة يساوي',
            unit: '',
          },
        },
        answer: (p) => 1 / (1 + p.K / 2),
        decimals: 3,
        feedback: { en: m('e_{ss} = \\frac{1}{1 + K_p}'), ar: m('e_{ss} = \\frac{1}{1 + K_p}') },
      },
    ],
    essay: {
      prompt: {
        en: 'Explain how a PID controller is tuned with the Ziegler-Nichols method and discuss the effect of each term on the closed-loop response.',
        ar: 'اشرح كيف يُضبط المتحكم التناسبي التكاملي التفاضلي بطريقة زيجلر-نيكولز، وناقش أثر كل حد من حدوده على استجابة النظام المغلق.',
      },
      rubrics: [
        {
          en: 'Describes the ultimate-gain experiment and the tuning table',
          ar: 'يصف تجربة الكسب الحرج وجدول الضبط',
          weight: 0.4,
        },
        {
          en: 'Explains the effect of the proportional, integral and derivative terms',
          ar: 'يشرح أثر الحد التناسبي والتكاملي والتفاضلي',
          weight: 0.4,
        },
        {
          en: 'Mentions the limits of the method and fine tuning',
          ar: 'يذكر حدود الطريقة والضبط الدقيق',
          weight: 0.2,
        },
      ],
      model: {
        en: `Raise ${m('K_p')} until sustained oscillation at ${m('K_u')} with period ${m('T_u')}; then ${m('K_p = 0.6K_u')}, ${m('T_i = T_u/2')}, ${m('T_d = T_u/8')}.`,
        ar: `نزيد ${m('K_p')} حتى تحدث اهتزازات مستمرة عند ${m('K_u')} بدورة ${m('T_u')}، ثم نأخذ ${m('K_p = 0.6K_u')} و${m('T_i = T_u/2')} و${m('T_d = T_u/8')}.`,
      },
    },
    case: {
      scenario: {
        en: 'The temperature of a chemical reactor is held by a PI controller. After a new heater was installed, the temperature now overshoots its set point by 12 °C and oscillates for several minutes after each change of set point.',
        ar: 'يُتحكم في درجة حرارة مفاعل كيميائي بمتحكم تناسبي تكاملي. بعد تركيب سخان جديد أصبحت درجة الحرارة تتجاوز القيمة المطلوبة بمقدار 12 درجة مئوية وتتذبذب عدة دقائق بعد كل تغيير في القيمة المطلوبة.',
      },
      ask: {
        en: 'Explain the likely cause of the new behaviour and how you would retune the controller.',
        ar: 'اشرح السبب المحتمل للسلوك الجديد، وكيف تعيد ضبط المتحكم.',
      },
    },
  },
  {
    code: 'CSE501',
    topic: { en: 'operating systems', ar: 'نظم التشغيل' },
    facts: [
      {
        en: [
          'A deadlock',
          'occurs when every process in a set waits for a resource held by another process of the same set',
        ],
        ar: ['الاستعصاء', 'يحدث عندما تنتظر كل عملية في مجموعة موردًا تحتجزه عملية أخرى من المجموعة نفسها'],
      },
      {
        en: [
          'A context switch',
          'saves the state of the running process and restores the state of the next process to run on the CPU',
        ],
        ar: ['تبديل السياق', 'يحفظ حالة العملية الجارية ويستعيد حالة العملية التالية التي ستعمل على المعالج'],
      },
      {
        en: [
          'A semaphore',
          'is an integer variable accessed only through atomic wait and signal operations to synchronise processes',
        ],
        ar: [
          'السيمافور',
          'متغير صحيح لا يُتعامل معه إلا عبر عمليتي الانتظار والإشعار الذريتين لتحقيق التزامن بين العمليات',
        ],
      },
      {
        en: ['Thrashing', 'happens when a system spends more time paging than executing processes'],
        ar: ['التخبط', 'يحدث عندما يقضي النظام في تبديل الصفحات وقتًا أطول مما يقضيه في تنفيذ العمليات'],
      },
      {
        en: [
          'The translation lookaside buffer',
          'is a small associative cache of recent page-table entries that speeds up address translation',
        ],
        ar: [
          'ذاكرة ترجمة العناوين السريعة',
          'ذاكرة تخبئة ترابطية صغيرة تحفظ أحدث مدخلات جدول الصفحات لتسريع ترجمة العناوين',
        ],
      },
      {
        en: ['Round-robin scheduling', 'gives each ready process the CPU for a fixed time quantum in turn'],
        ar: ['الجدولة الدوارة', 'تمنح كل عملية جاهزة المعالجَ لفترة زمنية ثابتة بالتناوب'],
      },
      {
        en: [
          'A race condition',
          'arises when the result of concurrent processes depends on the order in which they access shared data',
        ],
        ar: [
          'حالة التسابق',
          'تنشأ عندما تعتمد نتيجة العمليات المتزامنة على ترتيب وصولها إلى البيانات المشتركة',
        ],
      },
      {
        en: [
          'Virtual memory',
          'lets a process use an address space larger than the physical memory by keeping parts of it on disk',
        ],
        ar: [
          'الذاكرة الافتراضية',
          'تتيح للعملية استخدام فضاء عناوين أكبر من الذاكرة الفعلية بالاحتفاظ بأجزاء منه على القرص',
        ],
      },
    ],
    numeric: [
      {
        sets: [
          { a: 24, b: 3, c: 3 },
          { a: 10, b: 6, c: 2 },
          { a: 8, b: 4, c: 9 },
        ],
        setting: {
          en: (p) =>
            `Three processes P1, P2 and P3 arrive at time 0 in that order, with CPU burst times of ${p.a}, ${p.b} and ${p.c} ms.`,
          ar: (p) =>
            `ثلاث عمليات P1 وP2 وP3 تصل عند الزمن صفر بهذا الترتيب، وأزمنة تنفيذها على المعالج ${p.a} و${p.b} و${p.c} مللي ثانية.`,
        },
        ask: {
          en: {
            ask: 'What is the average waiting time under first-come, first-served scheduling?',
            lead: 'The average waiting time is',
            unit: 'ms',
          },
          ar: {
            ask: 'ما متوسط زمن الانتظار عند الجدولة بأسبقية الوصول؟',
            lead: 'متوسط زمن الانتظار يساوي',
            unit: 'مللي ثانية',
          },
        },
        answer: (p) => (0 + p.a + (p.a + p.b)) / 3,
        decimals: 2,
        feedback: {
          en: `The waiting times are 0, ${m('t_1')} and ${m('t_1 + t_2')}.`,
          ar: `أزمنة الانتظار هي 0 و${m('t_1')} و${m('t_1 + t_2')}.`,
        },
      },
      {
        sets: [
          { t: 20, mem: 100, h: 0.8 },
          { t: 10, mem: 80, h: 0.9 },
        ],
        setting: {
          en: (p) =>
            `A paging system has a TLB lookup time of ${p.t} ns, a memory access time of ${p.mem} ns and a TLB hit ratio of ${m(`h = ${p.h}`)}.`,
          ar: (p) =>
            `نظام ترقيم صفحات زمن البحث في ذاكرة ترجمة العناوين السريعة فيه ${p.t} نانو ثانية، وزمن الوصول إلى الذاكرة ${p.mem} نانو ثانية، ونسبة الإصابة ${m(`h = ${p.h}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the effective memory access time?',
            lead: 'The effective access time is',
            unit: 'ns',
          },
          ar: {
            ask: 'ما زمن الوصول الفعال إلى الذاكرة؟',
            lead: 'زمن الوصول الفعال يساوي',
            unit: 'نانو ثانية',
          },
        },
        answer: (p) => p.h * (p.t + p.mem) + (1 - p.h) * (p.t + 2 * p.mem),
        decimals: 1,
        feedback: {
          en: m('EAT = h(t + m) + (1 - h)(t + 2m)'),
          ar: m('EAT = h(t + m) + (1 - h)(t + 2m)'),
        },
      },
    ],
    essay: {
      prompt: {
        en: "State the four necessary conditions for deadlock and explain how the banker's algorithm avoids it.",
        ar: 'اذكر الشروط الأربعة اللازمة لحدوث الاستعصاء، واشرح كيف تتجنبه خوارزمية المصرفي.',
      },
      rubrics: [
        {
          en: 'States mutual exclusion, hold and wait, no preemption and circular wait',
          ar: 'يذكر الاستبعاد المتبادل والاحتجاز مع الانتظار وعدم الانتزاع والانتظار الدائري',
          weight: 0.3,
        },
        {
          en: 'Explains the safe-state check with the Need, Available and Allocation matrices',
          ar: 'يشرح فحص الحالة الآمنة باستخدام مصفوفات الاحتياج والمتاح والمخصص',
          weight: 0.5,
        },
        {
          en: 'Discusses the overhead of avoidance',
          ar: 'يناقش التكلفة الإضافية لأسلوب التجنب',
          weight: 0.2,
        },
      ],
      model: {
        en: 'A request is granted only if the state that follows is safe, that is, some order exists in which every process can finish with the available resources.',
        ar: 'لا يُلبى الطلب إلا إذا كانت الحالة الناتجة آمنة، أي وُجد ترتيب تستطيع به كل العمليات أن تنتهي بالموارد المتاحة.',
      },
    },
    case: {
      scenario: {
        en: 'A web server with 4 GB of RAM runs 200 worker processes. At peak load the CPU utilisation drops to 15%, the disk is busy all the time and response times grow from 50 ms to several seconds.',
        ar: 'خادم ويب ذاكرته 4 جيجابايت يشغل 200 عملية عاملة. في أوقات الذروة تنخفض نسبة استغلال المعالج إلى 15% ويظل القرص مشغولًا طوال الوقت، ويزداد زمن الاستجابة من 50 مللي ثانية إلى عدة ثوانٍ.',
      },
      ask: {
        en: 'Identify the problem and propose two measures the administrator can take.',
        ar: 'حدد المشكلة، واقترح إجراءين يمكن لمدير النظام اتخاذهما.',
      },
    },
  },
  {
    code: 'CSE601',
    topic: { en: 'computer networks', ar: 'شبكات الحاسبات' },
    facts: [
      {
        en: [
          'The transport layer',
          'provides end-to-end communication between processes running on different hosts',
        ],
        ar: ['طبقة النقل', 'توفر الاتصال من طرف إلى طرف بين العمليات التي تعمل على حواسيب مختلفة'],
      },
      {
        en: [
          'TCP',
          'is a connection-oriented protocol that delivers a reliable, ordered byte stream using acknowledgements and retransmissions',
        ],
        ar: [
          'بروتوكول التحكم في الإرسال',
          'بروتوكول موجه بالاتصال يوصل سيلًا موثوقًا ومرتبًا من البايتات باستخدام الإقرارات وإعادة الإرسال',
        ],
      },
      {
        en: [
          'The Domain Name System',
          'translates host names into IP addresses through a distributed hierarchy of servers',
        ],
        ar: [
          'نظام أسماء النطاقات',
          'يترجم أسماء الحواسيب إلى عناوين الإنترنت عبر تسلسل هرمي موزع من الخوادم',
        ],
      },
      {
        en: ['A subnet mask', 'separates the network part of an IPv4 address from its host part'],
        ar: ['قناع الشبكة الفرعية', 'يفصل جزء الشبكة في عنوان الإنترنت عن جزء الحاسوب المضيف'],
      },
      {
        en: [
          'Slow start',
          'doubles the TCP congestion window every round-trip time until a threshold is reached',
        ],
        ar: ['البدء البطيء', 'يضاعف نافذة الازدحام كل زمن ذهاب وإياب حتى الوصول إلى عتبة محددة'],
      },
      {
        en: [
          'The Address Resolution Protocol',
          'finds the hardware address of a host on the local network from its IP address',
        ],
        ar: [
          'بروتوكول تحليل العناوين',
          'يحدد العنوان المادي لحاسوب على الشبكة المحلية من عنوان الإنترنت الخاص به',
        ],
      },
      {
        en: [
          'A router',
          'forwards packets between networks according to their destination address and its routing table',
        ],
        ar: ['الموجه', 'يمرر الحزم بين الشبكات وفقًا لعنوان وجهتها وجدول التوجيه الخاص به'],
      },
      {
        en: [
          'Link-state routing',
          "lets each router build the whole topology of the network and compute shortest paths with Dijkstra's algorithm",
        ],
        ar: [
          'التوجيه بحالة الوصلة',
          'يتيح لكل موجه بناء الطبولوجيا الكاملة للشبكة وحساب أقصر المسارات بخوارزمية ديكسترا',
        ],
      },
    ],
    numeric: [
      {
        sets: [
          { L: 1500, R: 10 },
          { L: 1000, R: 100 },
          { L: 1200, R: 4 },
        ],
        setting: {
          en: (p) =>
            `A packet of ${m(`L = ${p.L}`)} bytes is sent over a link with a rate of ${m(`R = ${p.R}\\,\\text{Mbps}`)}.`,
          ar: (p) =>
            `تُرسل حزمة طولها ${m(`L = ${p.L}`)} بايت عبر وصلة معدل نقلها ${m(`R = ${p.R}\\,\\text{Mbps}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the transmission delay of the packet?',
            lead: 'The transmission delay is',
            unit: 'ms',
          },
          ar: { ask: 'ما زمن إرسال الحزمة؟', lead: 'زمن الإرسال يساوي', unit: 'مللي ثانية' },
        },
        answer: (p) => (p.L * 8) / (p.R * 1000),
        decimals: 3,
        feedback: { en: m('d_{trans} = \\frac{L}{R}'), ar: m('d_{trans} = \\frac{L}{R}') },
      },
      {
        sets: [{ n: 26 }, { n: 27 }],
        setting: {
          en: (p) => `An organisation is given the address block 192.168.10.0/${p.n}.`,
          ar: (p) => `خُصصت لمؤسسة كتلة العناوين 192.168.10.0/${p.n}.`,
        },
        ask: {
          en: {
            ask: 'How many hosts can be addressed in this block?',
            lead: 'The number of usable host addresses is',
            unit: '',
          },
          ar: {
            ask: 'كم عدد الحواسيب التي يمكن عنونتها في هذه الكتلة؟',
            lead: 'عدد عناوين الحواسيب القابلة للاستخدام يساوي',
            unit: '',
          },
        },
        answer: (p) => 2 ** (32 - p.n) - 2,
        decimals: 0,
        feedback: {
          en: `${m('2^{32-n} - 2')}: the network and broadcast addresses are reserved.`,
          ar: `${m('2^{32-n} - 2')}، إذ يُحجز عنوان الشبكة وعنوان البث.`,
        },
      },
    ],
    essay: {
      prompt: {
        en: 'Explain how TCP provides reliable data transfer and congestion control. Support your answer with a sketch of the congestion window over time.',
        ar: 'اشرح كيف يوفر بروتوكول التحكم في الإرسال النقل الموثوق للبيانات والتحكم في الازدحام، مدعمًا إجابتك برسم لنافذة الازدحام مع الزمن.',
      },
      rubrics: [
        {
          en: 'Explains sequence numbers, acknowledgements and retransmission timers',
          ar: 'يشرح أرقام التسلسل والإقرارات ومؤقتات إعادة الإرسال',
          weight: 0.4,
        },
        {
          en: 'Describes slow start, congestion avoidance and fast recovery',
          ar: 'يصف البدء البطيء وتجنب الازدحام والاستعادة السريعة',
          weight: 0.4,
        },
        {
          en: 'Draws and labels the congestion window curve',
          ar: 'يرسم منحنى نافذة الازدحام ويوضح أجزاءه',
          weight: 0.2,
        },
      ],
      model: {
        en: 'Reliability comes from cumulative acknowledgements and retransmission; the window grows exponentially in slow start, linearly in congestion avoidance and is halved on loss.',
        ar: 'تتحقق الموثوقية بالإقرارات التراكمية وإعادة الإرسال، وتنمو النافذة أسيًا في البدء البطيء وخطيًا في تجنب الازدحام وتنخفض إلى النصف عند فقد الحزم.',
      },
    },
    case: {
      scenario: {
        en: 'A branch office of 120 employees shares one 50 Mbps link to the head office. Video meetings freeze every afternoon, while file transfers started in the morning finish quickly.',
        ar: 'فرع شركة به 120 موظفًا يتشارك وصلة واحدة بسرعة 50 ميجابت في الثانية مع المقر الرئيسي. تتجمد اجتماعات الفيديو كل ظهيرة، بينما تنتهي عمليات نقل الملفات التي تبدأ صباحًا بسرعة.',
      },
      ask: {
        en: 'Analyse the likely cause and recommend a configuration that keeps video meetings usable.',
        ar: 'حلل السبب المحتمل، وأوصِ بإعدادات تحافظ على جودة اجتماعات الفيديو.',
      },
    },
  },
  {
    code: 'MTH601',
    topic: { en: 'probability theory', ar: 'نظرية الاحتمالات' },
    facts: [
      {
        en: [
          'Independent events',
          'are events for which the probability of their intersection equals the product of their probabilities',
        ],
        ar: ['الحوادث المستقلة', 'هي حوادث يساوي احتمال تقاطعها حاصل ضرب احتمالاتها'],
      },
      {
        en: [
          "Bayes' theorem",
          'expresses the probability of a cause given an observed effect in terms of the reverse conditional probabilities',
        ],
        ar: ['نظرية بايز', 'تعبر عن احتمال سبب ما بمعلومية أثر مشاهد بدلالة الاحتمالات الشرطية العكسية'],
      },
      {
        en: [
          'The expected value',
          'is the probability-weighted average of all values a random variable can take',
        ],
        ar: [
          'القيمة المتوقعة',
          'هي المتوسط المرجح بالاحتمالات لجميع القيم التي يمكن أن يأخذها المتغير العشوائي',
        ],
      },
      {
        en: ['The variance', 'measures the expected squared deviation of a random variable from its mean'],
        ar: ['التباين', 'يقيس القيمة المتوقعة لمربع انحراف المتغير العشوائي عن متوسطه'],
      },
      {
        en: [
          'The central limit theorem',
          'states that the standardised sum of many independent, identically distributed variables tends to a normal distribution',
        ],
        ar: [
          'نظرية النهاية المركزية',
          'تنص على أن المجموع المعياري لعدد كبير من المتغيرات المستقلة المتماثلة التوزيع يؤول إلى التوزيع الطبيعي',
        ],
      },
      {
        en: [
          'The Poisson distribution',
          'models the number of events in a fixed interval when they occur independently at a constant average rate',
        ],
        ar: ['توزيع بواسون', 'ينمذج عدد الأحداث في فترة ثابتة عندما تقع باستقلال وبمعدل متوسط ثابت'],
      },
      {
        en: [
          'The cumulative distribution function',
          'gives the probability that a random variable takes a value less than or equal to x',
        ],
        ar: ['دالة التوزيع التراكمي', 'تعطي احتمال أن يأخذ المتغير العشوائي قيمة أصغر من أو تساوي x'],
      },
      {
        en: ['Mutually exclusive events', 'are events that cannot occur at the same time'],
        ar: ['الحوادث المتنافية', 'هي حوادث لا يمكن أن تقع في الوقت نفسه'],
      },
    ],
    numeric: [
      {
        sets: [
          { n: 5, k: 2 },
          { n: 6, k: 2 },
          { n: 8, k: 3 },
        ],
        setting: {
          en: (p) =>
            `A fair coin is tossed ${m(`n = ${p.n}`)} times independently. Consider the event of getting exactly ${m(`k = ${p.k}`)} heads.`,
          ar: (p) =>
            `أُلقيت قطعة نقود متزنة ${m(`n = ${p.n}`)} مرات إلقاءً مستقلًا. لتكن الحادثة هي الحصول على ${m(`k = ${p.k}`)} صور بالضبط.`,
        },
        ask: {
          en: {
            ask: 'What is the probability of this event?',
            lead: 'The probability of this event is',
            unit: '',
          },
          ar: { ask: 'ما احتمال هذه الحادثة؟', lead: 'احتمال هذه الحادثة يساوي', unit: '' },
        },
        answer: (p) => binomial(p.n, p.k) / 2 ** p.n,
        decimals: 4,
        feedback: {
          en: m('P(X = k) = \\binom{n}{k} p^k (1-p)^{n-k}'),
          ar: m('P(X = k) = \\binom{n}{k} p^k (1-p)^{n-k}'),
        },
      },
      {
        sets: [
          { p1: 0.2, p2: 0.5 },
          { p1: 0.3, p2: 0.3 },
        ],
        setting: {
          en: (p) =>
            `A random variable ${m('X')} takes the values 1, 2 and 3 with probabilities ${p.p1}, ${p.p2} and ${round(1 - p.p1 - p.p2, 2)}.`,
          ar: (p) =>
            `متغير عشوائي ${m('X')} يأخذ القيم 1 و2 و3 باحتمالات ${p.p1} و${p.p2} و${round(1 - p.p1 - p.p2, 2)} على الترتيب.`,
        },
        ask: {
          en: { ask: `What is ${m('E[X]')}?`, lead: `${m('E[X]')} equals`, unit: '' },
          ar: { ask: `ما قيمة ${m('E[X]')}؟`, lead: `${m('E[X]')} تساوي`, unit: '' },
        },
        answer: (p) => p.p1 + 2 * p.p2 + 3 * (1 - p.p1 - p.p2),
        decimals: 2,
        feedback: { en: m('E[X] = \\sum_x x\\,p(x)'), ar: m('E[X] = \\sum_x x\\,p(x)') },
      },
    ],
    essay: {
      prompt: {
        en: "State and prove Bayes' theorem, then apply it to a screening test with a sensitivity of 95%, a specificity of 90% and a prevalence of 2%.",
        ar: 'اذكر نظرية بايز وبرهنها، ثم طبقها على اختبار فحص حساسيته 95% ونوعيته 90% ومعدل انتشار المرض 2%.',
      },
      rubrics: [
        {
          en: 'States the theorem with the law of total probability',
          ar: 'يذكر النظرية مع قانون الاحتمال الكلي',
          weight: 0.3,
        },
        {
          en: 'Gives a correct proof from the definition of conditional probability',
          ar: 'يقدم برهانًا صحيحًا من تعريف الاحتمال الشرطي',
          weight: 0.3,
        },
        {
          en: 'Computes the probability of disease given a positive test and interprets it',
          ar: 'يحسب احتمال الإصابة بمعلومية نتيجة موجبة ويفسر النتيجة',
          weight: 0.4,
        },
      ],
      model: {
        en: `${m('P(D\\mid +) = \\frac{0.95 \\times 0.02}{0.95 \\times 0.02 + 0.10 \\times 0.98} \\approx 0.162')}: most positives are false positives.`,
        ar: `${m('P(D\\mid +) = \\frac{0.95 \\times 0.02}{0.95 \\times 0.02 + 0.10 \\times 0.98} \\approx 0.162')}، أي أن أغلب النتائج الموجبة كاذبة.`,
      },
    },
    case: {
      scenario: {
        en: 'A call centre receives on average 4 calls per minute. The manager wants to staff it so that callers rarely wait, and has recorded the number of calls in each minute of a busy morning.',
        ar: 'يستقبل مركز اتصالات في المتوسط 4 مكالمات في الدقيقة. يريد المدير توزيع الموظفين بحيث نادرًا ما ينتظر المتصلون، وقد سجل عدد المكالمات في كل دقيقة خلال صباح مزدحم.',
      },
      ask: {
        en: 'Explain how you would check that the calls follow a Poisson distribution and how many calls per minute the staff should be able to handle.',
        ar: 'اشرح كيف تتحقق من أن المكالمات تتبع توزيع بواسون، وكم مكالمة في الدقيقة يجب أن يتمكن الموظفون من التعامل معها.',
      },
    },
  },
  {
    code: 'PHY601',
    topic: { en: 'optics', ar: 'البصريات' },
    facts: [
      {
        en: [
          "Snell's law",
          'relates the angles of incidence and refraction to the refractive indices of the two media',
        ],
        ar: ['قانون سنل', 'يربط زاويتي السقوط والانكسار بمعاملي انكسار الوسطين'],
      },
      {
        en: [
          'Total internal reflection',
          'occurs when light travels towards a less dense medium at an angle of incidence greater than the critical angle',
        ],
        ar: [
          'الانعكاس الكلي الداخلي',
          'يحدث عندما ينتقل الضوء نحو وسط أقل كثافة بزاوية سقوط أكبر من الزاوية الحرجة',
        ],
      },
      {
        en: [
          'Diffraction',
          'is the spreading of a wave as it passes through an aperture or around an obstacle comparable to its wavelength',
        ],
        ar: ['الحيود', 'هو انتشار الموجة عند مرورها خلال فتحة أو حول عائق تقارب أبعاده طولها الموجي'],
      },
      {
        en: [
          'Polarisation',
          'restricts the vibrations of the electric field of a light wave to a single plane',
        ],
        ar: ['الاستقطاب', 'يقصر اهتزازات المجال الكهربي للموجة الضوئية على مستوى واحد'],
      },
      {
        en: ['Coherent sources', 'emit waves of the same frequency with a constant phase difference'],
        ar: ['المصادر المترابطة', 'تبعث موجات لها التردد نفسه وفرق طور ثابت'],
      },
      {
        en: [
          "Brewster's angle",
          'is the angle of incidence at which the reflected light is completely polarised',
        ],
        ar: ['زاوية بروستر', 'هي زاوية السقوط التي يكون عندها الضوء المنعكس مستقطبًا كليًا'],
      },
      {
        en: [
          'Chromatic aberration',
          'arises because a lens brings light of different wavelengths to a focus at different points',
        ],
        ar: ['الزيغ اللوني', 'ينشأ لأن العدسة تجمع الأضواء المختلفة في أطوالها الموجية في بؤر مختلفة'],
      },
      {
        en: [
          'The focal length',
          'is the distance from a lens to the point where rays parallel to its axis converge',
        ],
        ar: ['البعد البؤري', 'هو المسافة من العدسة إلى النقطة التي تتجمع فيها الأشعة الموازية لمحورها'],
      },
    ],
    numeric: [
      {
        sets: [{ n: 1.5 }, { n: 1.33 }, { n: 2.42 }],
        setting: {
          en: (p) =>
            `Light travels from a medium of refractive index ${m(`n_1 = ${p.n}`)} towards air ${m('(n_2 = 1.00)')}.`,
          ar: (p) => `ينتقل الضوء من وسط معامل انكساره ${m(`n_1 = ${p.n}`)} نحو الهواء ${m('(n_2 = 1.00)')}.`,
        },
        ask: {
          en: {
            ask: 'What is the critical angle at the boundary?',
            lead: 'The critical angle is',
            unit: '°',
          },
          ar: { ask: 'ما قيمة الزاوية الحرجة عند السطح الفاصل؟', lead: 'الزاوية الحرجة تساوي', unit: '°' },
        },
        answer: (p) => (Math.asin(1 / p.n) * 180) / Math.PI,
        decimals: 2,
        feedback: { en: m('\\sin\\theta_c = \\frac{n_2}{n_1}'), ar: m('\\sin\\theta_c = \\frac{n_2}{n_1}') },
      },
      {
        sets: [
          { l: 600, d: 0.2, L: 1.5 },
          { l: 500, d: 0.25, L: 2 },
        ],
        setting: {
          en: (p) =>
            `In Young's double-slit experiment, light of wavelength ${m(`\\lambda = ${p.l}\\,\\text{nm}`)} falls on two slits ${m(`d = ${p.d}\\,\\text{mm}`)} apart, and the screen is ${m(`L = ${p.L}\\,\\text{m}`)} away.`,
          ar: (p) =>
            `في تجربة يونج ذات الشقين يسقط ضوء طوله الموجي ${m(`\\lambda = ${p.l}\\,\\text{nm}`)} على شقين المسافة بينهما ${m(`d = ${p.d}\\,\\text{mm}`)}، والشاشة على بعد ${m(`L = ${p.L}\\,\\text{m}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the distance between two adjacent bright fringes?',
            lead: 'The fringe spacing is',
            unit: 'mm',
          },
          ar: {
            ask: 'ما المسافة بين هدبتين مضيئتين متتاليتين؟',
            lead: 'المسافة بين الهدبتين تساوي',
            unit: 'مم',
          },
        },
        answer: (p) => (p.l * 1e-6 * p.L * 1000) / p.d,
        decimals: 2,
        feedback: { en: m('\\Delta y = \\frac{\\lambda L}{d}'), ar: m('\\Delta y = \\frac{\\lambda L}{d}') },
      },
    ],
    essay: {
      prompt: {
        en: "Explain the conditions for a stable interference pattern and derive the fringe spacing in Young's double-slit experiment.",
        ar: 'اشرح شروط الحصول على نمط تداخل مستقر، واستنتج المسافة بين الهدب في تجربة يونج ذات الشقين.',
      },
      rubrics: [
        {
          en: 'States coherence and comparable amplitudes as conditions',
          ar: 'يذكر الترابط وتقارب السعات شرطين للتداخل',
          weight: 0.3,
        },
        {
          en: 'Derives the path difference and the bright-fringe condition',
          ar: 'يستنتج فرق المسار وشرط الهدب المضيئة',
          weight: 0.5,
        },
        {
          en: 'Obtains the fringe spacing with correct approximations',
          ar: 'يحصل على المسافة بين الهدب مع تقريبات صحيحة',
          weight: 0.2,
        },
      ],
      model: {
        en: `The path difference is ${m('d\\sin\\theta \\approx d\\,y/L')}; bright fringes satisfy ${m('d\\,y/L = m\\lambda')}, so ${m('\\Delta y = \\lambda L/d')}.`,
        ar: `فرق المسار ${m('d\\sin\\theta \\approx d\\,y/L')}، وتتحقق الهدب المضيئة عند ${m('d\\,y/L = m\\lambda')}، ومنه ${m('\\Delta y = \\lambda L/d')}.`,
      },
    },
    case: {
      scenario: {
        en: 'An optical fibre link between two buildings loses far more signal than its datasheet predicts. The technician notices that the cable was bent sharply around a steel column in the basement.',
        ar: 'وصلة ألياف ضوئية بين مبنيين تفقد من الإشارة أكثر بكثير مما تتوقعه نشرتها الفنية. لاحظ الفني أن الكابل مثني بشدة حول عمود صلب في البدروم.',
      },
      ask: {
        en: 'Explain, using total internal reflection, why the sharp bend causes the loss and how to fix it.',
        ar: 'اشرح باستخدام الانعكاس الكلي الداخلي لماذا يسبب الانحناء الحاد هذا الفقد، وكيف يمكن علاجه.',
      },
    },
  },
  {
    code: 'CHM501',
    topic: { en: 'analytical chemistry', ar: 'الكيمياء التحليلية' },
    facts: [
      {
        en: [
          'The equivalence point',
          'is reached in a titration when the amount of titrant added is chemically equivalent to the amount of analyte',
        ],
        ar: [
          'نقطة التكافؤ',
          'يُبلغ إليها في المعايرة عندما تكافئ كمية المادة المعايِرة المضافة كيميائيًا كمية المادة المراد تقديرها',
        ],
      },
      {
        en: [
          'A primary standard',
          'is a highly pure and stable compound used to prepare solutions of accurately known concentration',
        ],
        ar: ['المادة القياسية الأولية', 'مركب عالي النقاء ومستقر يُستخدم لتحضير محاليل معلومة التركيز بدقة'],
      },
      {
        en: [
          'The Beer-Lambert law',
          'states that absorbance is proportional to the concentration of the absorbing species and to the path length',
        ],
        ar: [
          'قانون بير-لامبرت',
          'ينص على أن الامتصاصية تتناسب طرديًا مع تركيز المادة الماصة ومع طول مسار الضوء',
        ],
      },
      {
        en: ['A buffer solution', 'resists changes in pH when small amounts of acid or base are added'],
        ar: ['المحلول المنظم', 'يقاوم التغير في الرقم الهيدروجيني عند إضافة كميات صغيرة من حمض أو قاعدة'],
      },
      {
        en: [
          'A systematic error',
          'shifts every measurement in the same direction and can be traced to a definite cause',
        ],
        ar: ['الخطأ المنتظم', 'يزيح جميع القياسات في الاتجاه نفسه ويمكن تتبعه إلى سبب محدد'],
      },
      {
        en: [
          'Chromatography',
          'separates the components of a mixture by their different distribution between a stationary and a mobile phase',
        ],
        ar: ['الكروماتوغرافيا', 'تفصل مكونات المخلوط بناءً على اختلاف توزيعها بين طور ثابت وطور متحرك'],
      },
      {
        en: ['An acid-base indicator', 'changes colour near the equivalence point of a titration'],
        ar: ['دليل الحمض والقاعدة', 'يتغير لونه قرب نقطة التكافؤ في المعايرة'],
      },
      {
        en: [
          'The limit of detection',
          'is the smallest concentration of an analyte that a method can distinguish from the blank',
        ],
        ar: ['حد الكشف', 'هو أصغر تركيز للمادة المراد تقديرها يمكن للطريقة تمييزه عن المحلول الفارغ'],
      },
    ],
    numeric: [
      {
        sets: [
          { Va: 25, Mb: 0.1, Vb: 20 },
          { Va: 20, Mb: 0.15, Vb: 18 },
          { Va: 10, Mb: 0.05, Vb: 24 },
        ],
        setting: {
          en: (p) =>
            `${m(`${p.Va}.0\\,\\text{mL}`)} of a hydrochloric acid solution is titrated with ${m(`${p.Mb}\\,\\text{M}`)} sodium hydroxide, and the end point is reached after ${m(`${p.Vb}.0\\,\\text{mL}`)} of the base.`,
          ar: (p) =>
            `عويرت ${m(`${p.Va}.0\\,\\text{mL}`)} من محلول حمض الهيدروكلوريك بمحلول هيدروكسيد الصوديوم تركيزه ${m(`${p.Mb}\\,\\text{M}`)}، ووصلت المعايرة إلى نقطة النهاية بعد إضافة ${m(`${p.Vb}.0\\,\\text{mL}`)} من القاعدة.`,
        },
        ask: {
          en: {
            ask: 'What is the molar concentration of the acid?',
            lead: 'The concentration of the acid is',
            unit: 'mol/L',
          },
          ar: { ask: 'ما التركيز المولاري للحمض؟', lead: 'تركيز الحمض يساوي', unit: 'مول/لتر' },
        },
        answer: (p) => (p.Mb * p.Vb) / p.Va,
        decimals: 3,
        feedback: { en: m('M_a V_a = M_b V_b'), ar: m('M_a V_a = M_b V_b') },
      },
      {
        sets: [
          { A: 0.45, e: 1500 },
          { A: 0.6, e: 2000 },
        ],
        setting: {
          en: (p) =>
            `A solution in a 1.00 cm cell has an absorbance of ${m(`A = ${p.A}`)} at a wavelength where the molar absorptivity is ${m(`\\varepsilon = ${p.e}\\,\\text{L mol}^{-1}\\text{cm}^{-1}`)}.`,
          ar: (p) =>
            `محلول في خلية طولها 1.00 سم امتصاصيته ${m(`A = ${p.A}`)} عند طول موجي تكون عنده الامتصاصية المولارية ${m(`\\varepsilon = ${p.e}\\,\\text{L mol}^{-1}\\text{cm}^{-1}`)}.`,
        },
        ask: {
          en: {
            ask: 'What is the concentration of the solution?',
            lead: 'The concentration is',
            unit: 'mmol/L',
          },
          ar: { ask: 'ما تركيز المحلول؟', lead: 'التركيز يساوي', unit: 'مللي مول/لتر' },
        },
        answer: (p) => (p.A / p.e) * 1000,
        decimals: 2,
        feedback: { en: m('A = \\varepsilon\\,b\\,c'), ar: m('A = \\varepsilon\\,b\\,c') },
      },
    ],
    essay: {
      prompt: {
        en: 'Compare gravimetric and volumetric methods of analysis in terms of accuracy, speed and typical applications.',
        ar: 'قارن بين طرق التحليل الوزني وطرق التحليل الحجمي من حيث الدقة والسرعة والتطبيقات الشائعة.',
      },
      rubrics: [
        { en: 'Describes the principle of each method', ar: 'يصف مبدأ كل طريقة', weight: 0.3 },
        { en: 'Compares accuracy and sources of error', ar: 'يقارن الدقة ومصادر الخطأ', weight: 0.4 },
        { en: 'Gives a suitable application of each', ar: 'يعطي تطبيقًا مناسبًا لكل طريقة', weight: 0.3 },
      ],
      model: {
        en: 'Gravimetry weighs a pure precipitate and is very accurate but slow; titrimetry measures a volume of standard solution and is fast and suited to routine work.',
        ar: 'يعتمد التحليل الوزني على وزن راسب نقي وهو دقيق جدًا لكنه بطيء، بينما يقيس التحليل الحجمي حجم محلول قياسي وهو سريع ومناسب للتحاليل الروتينية.',
      },
    },
    case: {
      scenario: {
        en: 'A water-treatment plant measures the iron content of its output daily by UV-visible spectrophotometry. Over two weeks the readings of a certified reference sample drifted 8% above its stated value.',
        ar: 'تقيس محطة لمعالجة المياه محتوى الحديد في المياه المنتجة يوميًا بطريقة المطيافية في المنطقة المرئية وفوق البنفسجية. خلال أسبوعين انحرفت قراءات عينة مرجعية معتمدة بنسبة 8% فوق قيمتها المعلنة.',
      },
      ask: {
        en: 'Suggest the likely sources of this error and a procedure to correct the results.',
        ar: 'اقترح المصادر المحتملة لهذا الخطأ، وإجراءً لتصحيح النتائج.',
      },
    },
  },
];

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
