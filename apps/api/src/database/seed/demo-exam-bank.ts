/**
 * The exam committee's demo bank: approved Arabic questions of MTH601 (Probability Theory, four
 * subjects in demo-courses.ts) written by hand, enough per subject and type for the demo exams'
 * three not-matching (22.2.) models (demo-exams.ts) and for exams the committee makes itself.
 * Inline mathematics is written between dollar signs (`$...$`); the first answer of a choice
 * question is the correct one (the options are shuffled when the question is built).
 */

interface Base {
  /** The course's subject, by its position (0 to 3). */
  subject: number;
  difficulty: number;
  stem: string;
}
interface Choice {
  stem: string;
  answers: string[];
}
interface Statement {
  stem: string;
  correct: boolean;
}

export type ExamBankItem = Base &
  (
    | ({ type: 'mcq' } & Choice)
    | ({ type: 'trueFalse' } & Statement)
    /** `___` marks each blank, `blanks` holds each one's accepted answers. */
    | { type: 'fill'; blanks: string[][]; distractors: string[] }
    | { type: 'multiple'; right: string[]; wrong: string[] }
    | { type: 'matching'; pairs: [premise: string, answer: string][]; distractor: string }
    | { type: 'essay'; rubrics: string[]; model: string }
    | { type: 'case'; choice: Choice; statement: Statement; ask: string }
  );

/** What the open part of every case study is marked by. */
export const CASE_RUBRICS = [
  'يطبق النموذج الاحتمالي المناسب ويحسب المطلوب بدقة',
  'يفسر النتيجة ويناقش ملاءمتها للموقف العملي',
];

const INTRO = 0;
const THEORY = 1;
const METHODS = 2;
const APPLIED = 3;

export const EXAM_BANK_COURSE = 'MTH601';

export const EXAM_BANK: ExamBankItem[] = [
  // ---- 0: sample spaces, counting, conditional probability ----
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.3,
    stem: 'أُلقي حجرا نرد متزنان معًا. ما احتمال أن يكون مجموع العددين الظاهرين $7$؟',
    answers: ['$\\frac{1}{6}$', '$\\frac{1}{12}$', '$\\frac{7}{36}$', '$\\frac{5}{36}$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.25,
    stem: 'إذا كان $P(A)=0.5$ و $P(B)=0.4$ و $P(A\\cap B)=0.2$ فإن احتمال اتحاد الحدثين $P(A\\cup B)$ يساوي:',
    answers: ['$0.7$', '$0.9$', '$0.2$', '$0.5$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.3,
    stem: 'بكم طريقة يمكن اختيار لجنة من $3$ طلاب من بين $10$ طلاب؟',
    answers: ['$120$', '$720$', '$30$', '$1000$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.25,
    stem: 'حدثان مستقلان $A$ و $B$ حيث $P(A)=0.3$ و $P(B)=0.6$. احتمال وقوعهما معًا هو:',
    answers: ['$0.18$', '$0.9$', '$0.5$', '$0.3$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.5,
    stem: 'صندوق به $4$ كرات حمراء و $6$ كرات بيضاء، سُحبت منه كرتان عشوائيًا دون إرجاع. ما احتمال أن تكون الكرتان حمراوين؟',
    answers: ['$\\frac{2}{15}$', '$\\frac{4}{25}$', '$\\frac{1}{5}$', '$\\frac{2}{5}$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.35,
    stem: 'علمت أن $P(B)=0.5$ وأن الاحتمال الشرطي $P(A\\mid B)=0.4$. قيمة $P(A\\cap B)$ هي:',
    answers: ['$0.2$', '$0.8$', '$0.9$', '$0.1$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.8,
    stem: 'نسبة انتشار مرض في مجتمع $1\\%$، وحساسية اختبار تشخيصي له $95\\%$، ونسبة النتائج الموجبة الكاذبة $5\\%$. ما احتمال أن يكون شخص مريضًا إذا جاءت نتيجة اختباره موجبة (تقريبًا)؟',
    answers: ['$0.16$', '$0.95$', '$0.50$', '$0.01$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.6,
    stem: 'ما عدد الترتيبات المختلفة لحروف كلمة «احتمال»؟',
    answers: ['$360$', '$720$', '$120$', '$36$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.35,
    stem: 'أُلقيت ثلاث قطع نقود متزنة. ما احتمال ظهور صورة واحدة على الأقل؟',
    answers: ['$\\frac{7}{8}$', '$\\frac{1}{8}$', '$\\frac{3}{8}$', '$\\frac{1}{2}$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.2,
    stem: 'في تجربة إلقاء قطعة نقود ثم حجر نرد، يكون عدد عناصر فضاء العينة:',
    answers: ['$12$', '$8$', '$6$', '$36$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.45,
    stem: 'إذا كان الحدث $A$ محتوى في الحدث $B$ فأي العلاقات التالية صحيحة دائمًا؟',
    answers: ['$P(A)\\le P(B)$', '$P(A)=P(B)$', '$P(A\\cap B)=P(B)$', '$P(A\\cup B)=P(A)$'],
  },
  {
    subject: INTRO,
    type: 'mcq',
    difficulty: 0.65,
    stem: 'حدثان متنافيان، احتمال كل منهما أكبر من الصفر. هذان الحدثان:',
    answers: ['غير مستقلين', 'مستقلان دائمًا', 'متممان أحدهما للآخر', 'متساويا الاحتمال'],
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.2,
    stem: 'إذا كان الحدثان $A$ و $B$ متنافيين فإن $P(A\\cup B)=P(A)+P(B)$.',
    correct: true,
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.2,
    stem: 'يكون احتمال الحدث المستحيل عددًا سالبًا.',
    correct: false,
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.55,
    stem: 'إذا كان $A$ و $B$ مستقلين فإن $A$ ومتممة $B^{c}$ مستقلان أيضًا.',
    correct: true,
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.75,
    stem: 'استقلال كل حدثين من ثلاثة أحداث (الاستقلال الثنائي) يكفي لاستقلال الثلاثة استقلالًا تامًا.',
    correct: false,
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.3,
    stem: 'لأي عددين صحيحين $0\\le r\\le n$ يكون $\\binom{n}{r}=\\binom{n}{n-r}$.',
    correct: true,
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.4,
    stem: 'الاحتمال الشرطي $P(A\\mid B)$ يساوي $P(B\\mid A)$ لأي حدثين.',
    correct: false,
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.25,
    stem: 'مجموع احتمالات النواتج البسيطة لفضاء عينة منتهٍ يساوي الواحد الصحيح.',
    correct: true,
  },
  {
    subject: INTRO,
    type: 'trueFalse',
    difficulty: 0.5,
    stem: 'يُطبَّق قانون الاحتمال الكلي على أحداث تكوّن تجزئة لفضاء العينة.',
    correct: true,
  },
  {
    subject: INTRO,
    type: 'fill',
    difficulty: 0.2,
    stem: 'إذا كان $P(A)=0.35$ فإن احتمال الحدث المتمم $P(A^{c})$ يساوي ___.',
    blanks: [['0.65']],
    distractors: ['0.35'],
  },
  {
    subject: INTRO,
    type: 'fill',
    difficulty: 0.3,
    stem: 'عدد طرق ترتيب $5$ كتب مختلفة على رف واحد يساوي ___ طريقة.',
    blanks: [['120']],
    distractors: ['25', '60'],
  },
  {
    subject: INTRO,
    type: 'essay',
    difficulty: 0.55,
    stem: 'اذكر مسلمات كولموجوروف الثلاث للاحتمال، ثم استنتج منها أن $P(\\emptyset)=0$ وأن $P(A^{c})=1-P(A)$.',
    rubrics: [
      'يذكر المسلمات الثلاث بصيغة صحيحة',
      'يستنتج أن احتمال الحدث المستحيل صفر',
      'يستنتج قاعدة الحدث المتمم مع التبرير',
    ],
    model:
      'المسلمات: $P(A)\\ge 0$ لكل حدث، و $P(S)=1$، واحتمال اتحاد أحداث متنافية مثنى مثنى يساوي مجموع احتمالاتها. بأخذ متتالية كل حدودها $\\emptyset$ نجد $P(\\emptyset)=0$، ولأن $A$ و $A^{c}$ متنافيان واتحادهما $S$ فإن $P(A)+P(A^{c})=1$.',
  },
  {
    subject: INTRO,
    type: 'matching',
    difficulty: 0.35,
    stem: 'صِل كل مفهوم في العمود (أ) بتعريفه المناسب في العمود (ب).',
    pairs: [
      ['فضاء العينة', 'مجموعة كل النواتج الممكنة للتجربة'],
      ['الحدث', 'مجموعة جزئية من فضاء العينة'],
      ['الحدثان المتنافيان', 'حدثان لا يمكن وقوعهما معًا'],
      ['الحدثان المستقلان', 'وقوع أحدهما لا يغير احتمال وقوع الآخر'],
    ],
    distractor: 'حدث احتماله يساوي الواحد الصحيح دائمًا',
  },
  {
    subject: INTRO,
    type: 'multiple',
    difficulty: 0.5,
    stem: 'أي العبارات التالية صحيحة لأي حدثين $A$ و $B$؟ اختر كل الإجابات الصحيحة.',
    right: ['$P(A\\cup B)\\le P(A)+P(B)$', '$P(A\\cap B)\\le P(A)$', '$P(A)=P(A\\cap B)+P(A\\cap B^{c})$'],
    wrong: ['$P(A\\cup B)=P(A)+P(B)$', '$P(A\\cap B)=P(A)\\,P(B)$'],
  },

  // ---- 1: random variables and the common distributions ----
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.2,
    stem: 'إذا كان $X\\sim \\mathrm{Bin}(10,\\,0.3)$ فإن القيمة المتوقعة $E[X]$ تساوي:',
    answers: ['$3$', '$0.3$', '$2.1$', '$7$'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.4,
    stem: 'تجربة ذات حدين عدد محاولاتها $n=20$ واحتمال النجاح في كل محاولة $p=0.5$. تباين عدد مرات النجاح هو:',
    answers: ['$5$', '$10$', '$2.5$', '$0.25$'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.35,
    stem: 'متغير عشوائي يتبع توزيع بواسون بمتوسط $\\lambda=2$. احتمال أن يأخذ القيمة صفرًا هو:',
    answers: ['$e^{-2}$', '$2e^{-2}$', '$1-e^{-2}$', '$\\frac{1}{2}$'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.4,
    stem: 'لأي متغير عشوائي $X$ وثابتين $a$ و $b$، يساوي $\\operatorname{Var}(aX+b)$:',
    answers: [
      '$a^{2}\\operatorname{Var}(X)$',
      '$a\\operatorname{Var}(X)+b$',
      '$a^{2}\\operatorname{Var}(X)+b$',
      '$|a|\\operatorname{Var}(X)$',
    ],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.45,
    stem: 'إذا كان $Z$ متغيرًا طبيعيًا معياريًا فإن $P(-1.96<Z<1.96)$ يساوي تقريبًا:',
    answers: ['$0.95$', '$0.68$', '$0.99$', '$0.90$'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.5,
    stem: 'دالة كثافة الاحتمال لمتغير متصل هي $f(x)=2x$ على الفترة $[0,1]$. توقعه يساوي:',
    answers: ['$\\frac{2}{3}$', '$\\frac{1}{2}$', '$1$', '$\\frac{1}{3}$'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.3,
    stem: 'عمر مصباح كهربائي بالساعات يتبع التوزيع الأسي بمعدل $\\lambda=0.001$. متوسط عمر المصباح هو:',
    answers: ['$1000$ ساعة', '$0.001$ ساعة', '$100$ ساعة', '$500$ ساعة'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.55,
    stem: 'أي الخواص التالية تميز التوزيع الأسي من بين التوزيعات المتصلة؟',
    answers: ['انعدام الذاكرة', 'التماثل حول المتوسط', 'تساوي المتوسط والتباين', 'وجود منوالين'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.35,
    stem: 'إذا كان $X\\sim N(50,\\,100)$ فإن القيمة المعيارية المقابلة للقيمة $x=65$ هي:',
    answers: ['$1.5$', '$0.15$', '$15$', '$0.65$'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.25,
    stem: 'متغير منفصل يأخذ القيم $1$ و $2$ و $3$ باحتمالات $0.2$ و $0.5$ و $0.3$ على الترتيب. قيمة توقعه:',
    answers: ['$2.1$', '$2$', '$1.5$', '$6$'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.45,
    stem: 'عدد مرات إلقاء قطعة نقود متزنة حتى ظهور الصورة لأول مرة يتبع التوزيع:',
    answers: ['الهندسي', 'ذا الحدين', 'بواسون', 'المنتظم'],
  },
  {
    subject: THEORY,
    type: 'mcq',
    difficulty: 0.7,
    stem: 'إذا كان $X$ منتظمًا على الفترة $[0,\\,12]$ فإن تباينه يساوي:',
    answers: ['$12$', '$6$', '$36$', '$144$'],
  },
  {
    subject: THEORY,
    type: 'fill',
    difficulty: 0.3,
    stem: 'إذا تبع $X$ توزيع بواسون بمتوسط $\\lambda=4$ فإن تباينه يساوي ___.',
    blanks: [['4']],
    distractors: ['2', '16'],
  },
  {
    subject: THEORY,
    type: 'fill',
    difficulty: 0.4,
    stem: 'علمت أن $E[X]=3$ و $E[X^{2}]=13$، إذن $\\operatorname{Var}(X)$ يساوي ___.',
    blanks: [['4']],
    distractors: ['10', '9'],
  },
  {
    subject: THEORY,
    type: 'fill',
    difficulty: 0.35,
    stem: 'متغير منتظم متصل على الفترة $[2,\\,8]$؛ الاحتمال $P(X\\le 5)$ يساوي ___.',
    blanks: [['0.5', '1/2']],
    distractors: ['0.625'],
  },
  {
    subject: THEORY,
    type: 'fill',
    difficulty: 0.2,
    stem: 'تسمى الدالة $F(x)=P(X\\le x)$ دالة ___ للمتغير العشوائي.',
    blanks: [['التوزيع التراكمي', 'التوزيع']],
    distractors: ['الكثافة'],
  },
  {
    subject: THEORY,
    type: 'fill',
    difficulty: 0.55,
    stem: 'في توزيع ذي حدين معلمتاه $n=5$ و $p=0.5$ يكون احتمال نجاح المحاولات الخمس كلها ___.',
    blanks: [['0.03125', '1/32']],
    distractors: ['0.5'],
  },
  {
    subject: THEORY,
    type: 'fill',
    difficulty: 0.2,
    stem: 'المتغير الطبيعي المعياري $Z$ متوسطه ___ وتباينه ___.',
    blanks: [['0'], ['1']],
    distractors: ['0.5'],
  },
  {
    subject: THEORY,
    type: 'fill',
    difficulty: 0.7,
    stem: 'إذا تبع $X$ التوزيع الأسي بمعدل $\\lambda=0.5$ فإن $P(X>2)=e^{-k}$ حيث $k$ يساوي ___.',
    blanks: [['1']],
    distractors: ['2', '4'],
  },
  {
    subject: THEORY,
    type: 'multiple',
    difficulty: 0.5,
    stem: 'أي الخواص التالية صحيحة لدالة التوزيع التراكمي $F$ لأي متغير عشوائي؟ اختر كل الإجابات الصحيحة.',
    right: ['غير متناقصة', '$\\lim_{x\\to\\infty}F(x)=1$', 'متصلة من اليمين'],
    wrong: ['متصلة عند كل نقطة', 'قابلة للاشتقاق عند كل نقطة'],
  },
  {
    subject: THEORY,
    type: 'multiple',
    difficulty: 0.25,
    stem: 'أي التوزيعات التالية توزيعات منفصلة؟ اختر كل الإجابات الصحيحة.',
    right: ['توزيع ذي الحدين', 'توزيع بواسون', 'التوزيع الهندسي'],
    wrong: ['التوزيع الطبيعي', 'التوزيع الأسي'],
  },
  {
    subject: THEORY,
    type: 'multiple',
    difficulty: 0.6,
    stem: 'ليكن $X\\sim N(\\mu,\\sigma^{2})$. أي العبارات التالية صحيحة؟ اختر كل الإجابات الصحيحة.',
    right: [
      'منحنى كثافته متماثل حول $\\mu$',
      'متوسطه ووسيطه ومنواله متساوية',
      '$aX+b$ يتبع توزيعًا طبيعيًا لأي $a\\ne 0$',
    ],
    wrong: ['تباينه يساوي متوسطه دائمًا', 'لا يأخذ إلا قيمًا موجبة'],
  },
  {
    subject: THEORY,
    type: 'multiple',
    difficulty: 0.7,
    stem: 'أي العبارات التالية عن التوقع الرياضي صحيحة دائمًا؟ اختر كل الإجابات الصحيحة.',
    right: ['$E[aX+b]=aE[X]+b$', '$E[X+Y]=E[X]+E[Y]$'],
    wrong: ['$E[XY]=E[X]\\,E[Y]$', '$E[X^{2}]=(E[X])^{2}$', '$E[1/X]=1/E[X]$'],
  },
  {
    subject: THEORY,
    type: 'trueFalse',
    difficulty: 0.3,
    stem: 'يتساوى المتوسط والتباين في توزيع بواسون.',
    correct: true,
  },
  {
    subject: THEORY,
    type: 'trueFalse',
    difficulty: 0.6,
    stem: 'لا يمكن أن تزيد قيمة دالة كثافة الاحتمال لمتغير متصل على الواحد الصحيح.',
    correct: false,
  },
  {
    subject: THEORY,
    type: 'essay',
    difficulty: 0.65,
    stem: 'عرّف توزيع ذي الحدين واذكر شروط تجارب برنولي التي يقوم عليها، ثم اشتق متوسطه $np$ وتباينه $np(1-p)$.',
    rubrics: [
      'يعرّف التوزيع ويكتب دالة الكتلة الاحتمالية صحيحة',
      'يذكر شروط تجارب برنولي كاملة',
      'يشتق المتوسط والتباين بخطوات صحيحة',
    ],
    model:
      '$P(X=k)=\\binom{n}{k}p^{k}(1-p)^{n-k}$ لـ $k=0,\\dots,n$ حيث المحاولات مستقلة وعددها ثابت ولكل منها ناتجان واحتمال النجاح ثابت. بكتابة $X$ مجموعًا لـ $n$ متغيرات برنولي مستقلة توقع كل منها $p$ وتباينه $p(1-p)$ نحصل على $E[X]=np$ و $\\operatorname{Var}(X)=np(1-p)$.',
  },

  // ---- 2: joint distributions, moments and transformations ----
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.45,
    stem: 'متغيران مستقلان حيث $\\operatorname{Var}(X)=4$ و $\\operatorname{Var}(Y)=9$. تباين الفرق $X-Y$ هو:',
    answers: ['$13$', '$5$', '$-5$', '$36$'],
  },
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.35,
    stem: 'إذا كان $\\operatorname{Cov}(X,Y)=6$ و $\\sigma_X=3$ و $\\sigma_Y=4$ فإن معامل الارتباط $\\rho_{XY}$ يساوي:',
    answers: ['$0.5$', '$2$', '$0.25$', '$6$'],
  },
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.75,
    stem: 'الدالة المولدة للعزوم لمتغير عشوائي هي $M_X(t)=e^{2t+8t^{2}}$. تباين هذا المتغير:',
    answers: ['$16$', '$8$', '$2$', '$4$'],
  },
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.3,
    stem: 'إذا وُجدت الدالة المولدة للعزوم $M_X(t)$ فإن التوقع $E[X]$ يساوي:',
    answers: ["$M_X'(0)$", '$M_X(0)$', "$M_X''(0)$", '$M_X(1)$'],
  },
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.6,
    stem: 'الكثافة المشتركة لمتغيرين هي $f(x,y)=x+y$ على المربع $0\\le x,y\\le 1$. الكثافة الهامشية $f_X(x)$ هي:',
    answers: ['$x+\\frac{1}{2}$', '$x+1$', '$\\frac{1}{2}$', '$2x$'],
  },
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.4,
    stem: 'إذا كان $X$ منتظمًا على $[0,1]$ و $Y=2X+1$ فإن $Y$ منتظم على الفترة:',
    answers: ['$[1,3]$', '$[0,2]$', '$[1,2]$', '$[0,3]$'],
  },
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.5,
    stem: 'وفق قانون التوقع الكلي (التوقع المتكرر) فإن $E\\big[E[X\\mid Y]\\big]$ يساوي:',
    answers: ['$E[X]$', '$E[Y]$', '$E[XY]$', '$X$'],
  },
  {
    subject: METHODS,
    type: 'mcq',
    difficulty: 0.2,
    stem: 'التغاير بين متغيرين عشوائيين مستقلين يساوي:',
    answers: ['$0$', '$1$', '$E[X]\\,E[Y]$', '$\\operatorname{Var}(X)\\operatorname{Var}(Y)$'],
  },
  {
    subject: METHODS,
    type: 'matching',
    difficulty: 0.7,
    stem: 'صِل كل توزيع في العمود (أ) بدالته المولدة للعزوم في العمود (ب).',
    pairs: [
      ['بواسون بمتوسط $\\lambda$', '$e^{\\lambda(e^{t}-1)}$'],
      ['ذو الحدين بالمعلمتين $n$ و $p$', '$(1-p+pe^{t})^{n}$'],
      ['الأسي بمعدل $\\lambda$', '$\\frac{\\lambda}{\\lambda-t}$ حيث $t<\\lambda$'],
      ['الطبيعي $N(\\mu,\\sigma^{2})$', '$e^{\\mu t+\\sigma^{2}t^{2}/2}$'],
    ],
    distractor: '$\\frac{e^{bt}-e^{at}}{t(b-a)}$',
  },
  {
    subject: METHODS,
    type: 'matching',
    difficulty: 0.4,
    stem: 'صِل كل مقياس في العمود (أ) بصيغته في العمود (ب).',
    pairs: [
      ['التباين', '$E[X^{2}]-(E[X])^{2}$'],
      ['التغاير', '$E[XY]-E[X]\\,E[Y]$'],
      ['معامل الارتباط', '$\\frac{\\operatorname{Cov}(X,Y)}{\\sigma_X\\,\\sigma_Y}$'],
      ['الانحراف المعياري', '$\\sqrt{\\operatorname{Var}(X)}$'],
    ],
    distractor: '$E[X]-\\mu$',
  },
  {
    subject: METHODS,
    type: 'matching',
    difficulty: 0.65,
    stem: 'صِل كل طريقة في العمود (أ) بالموقف الذي تُستخدم فيه في العمود (ب).',
    pairs: [
      ['طريقة دالة التوزيع', 'إيجاد توزيع دالة في متغير متصل بحساب $P(Y\\le y)$ مباشرة'],
      ['طريقة التحويل باستخدام الجاكوبي', 'إيجاد الكثافة المشتركة لدالتين في متغيرين متصلين'],
      ['طريقة الدالة المولدة للعزوم', 'إيجاد توزيع مجموع متغيرات مستقلة'],
      ['الالتفاف', 'حساب كثافة $X+Y$ بتكامل حاصل ضرب كثافتين'],
    ],
    distractor: 'تقدير معلمة التوزيع من عينة عشوائية',
  },
  {
    subject: METHODS,
    type: 'matching',
    difficulty: 0.3,
    stem: 'صِل كل قيمة لمعامل الارتباط $\\rho$ في العمود (أ) بما تدل عليه في العمود (ب).',
    pairs: [
      ['$\\rho=1$', 'علاقة خطية طردية تامة'],
      ['$\\rho=-1$', 'علاقة خطية عكسية تامة'],
      ['$\\rho=0$', 'لا توجد علاقة خطية'],
      ['$\\rho=0.3$', 'علاقة خطية طردية ضعيفة'],
    ],
    distractor: 'علاقة غير خطية تامة',
  },
  {
    subject: METHODS,
    type: 'essay',
    difficulty: 0.7,
    stem: 'عرّف الدالة المولدة للعزوم لمتغير عشوائي، ثم استخدمها لإثبات أن مجموع متغيرين مستقلين يتبع كل منهما توزيع بواسون يتبع توزيع بواسون أيضًا.',
    rubrics: [
      'يعرّف الدالة المولدة للعزوم تعريفًا صحيحًا',
      'يستخدم استقلال المتغيرين لضرب الدالتين',
      'يتعرف على توزيع المجموع ومعلمته',
    ],
    model:
      '$M_X(t)=E[e^{tX}]$. إذا كان $X\\sim \\mathrm{Pois}(\\lambda_1)$ و $Y\\sim \\mathrm{Pois}(\\lambda_2)$ مستقلين فإن $M_{X+Y}(t)=M_X(t)M_Y(t)=e^{(\\lambda_1+\\lambda_2)(e^{t}-1)}$، وهي دالة توزيع بواسون بمتوسط $\\lambda_1+\\lambda_2$، وبوحدانية الدالة المولدة يتبع المجموع هذا التوزيع.',
  },
  {
    subject: METHODS,
    type: 'essay',
    difficulty: 0.8,
    stem: 'لتكن الكثافة المشتركة $f(x,y)=6x$ حيث $0<x<y<1$. أوجد الكثافتين الهامشيتين، وبيّن هل $X$ و $Y$ مستقلان، ثم احسب $E[X\\mid Y=y]$.',
    rubrics: [
      'يحسب الكثافتين الهامشيتين بحدود تكامل صحيحة',
      'يحكم على الاستقلال بتبرير صحيح',
      'يحسب التوقع الشرطي',
    ],
    model:
      '$f_X(x)=6x(1-x)$ على $(0,1)$ و $f_Y(y)=3y^{2}$ على $(0,1)$؛ حاصل ضربهما لا يساوي $f(x,y)$ فهما غير مستقلين. $f(x\\mid y)=\\frac{2x}{y^{2}}$ على $(0,y)$ ومنه $E[X\\mid Y=y]=\\frac{2y}{3}$.',
  },
  {
    subject: METHODS,
    type: 'essay',
    difficulty: 0.75,
    stem: 'إذا كان $X$ متغيرًا طبيعيًا معياريًا فأوجد توزيع $Y=X^{2}$ بطريقة دالة التوزيع، واذكر اسم التوزيع الناتج ومعلمته.',
    rubrics: [
      'يكتب $P(Y\\le y)$ بدلالة توزيع $X$',
      'يشتق ليحصل على الكثافة صحيحة',
      'يسمي التوزيع (مربع كاي بدرجة حرية واحدة)',
    ],
    model:
      'لـ $y>0$: $F_Y(y)=P(-\\sqrt{y}\\le X\\le \\sqrt{y})=2\\Phi(\\sqrt{y})-1$، وبالاشتقاق $f_Y(y)=\\frac{1}{\\sqrt{2\\pi y}}e^{-y/2}$، وهو توزيع مربع كاي بدرجة حرية واحدة.',
  },
  {
    subject: METHODS,
    type: 'essay',
    difficulty: 0.55,
    stem: 'عرّف التغاير ومعامل الارتباط بين متغيرين واذكر أهم خواصهما، ثم أعطِ مثالًا لمتغيرين غير مستقلين تغايرهما صفر.',
    rubrics: [
      'يعرّف التغاير ومعامل الارتباط',
      'يذكر أن $-1\\le\\rho\\le 1$ وأثر التحويلات الخطية',
      'يعطي مثالًا صحيحًا مبررًا',
    ],
    model:
      '$\\operatorname{Cov}(X,Y)=E[(X-\\mu_X)(Y-\\mu_Y)]$ و $\\rho=\\frac{\\operatorname{Cov}(X,Y)}{\\sigma_X\\sigma_Y}$ حيث $-1\\le\\rho\\le 1$ ولا يتغير بتحويل خطي موجب. مثال: $X$ منتظم على $[-1,1]$ و $Y=X^{2}$ غير مستقلين و $\\operatorname{Cov}(X,Y)=E[X^{3}]=0$.',
  },
  {
    subject: METHODS,
    type: 'fill',
    difficulty: 0.5,
    stem: 'لمتغيرين فيهما $\\operatorname{Var}(X)=4$ و $\\operatorname{Var}(Y)=1$ و $\\operatorname{Cov}(X,Y)=1$ يكون تباين المجموع $X+Y$ مساويًا ___.',
    blanks: [['7']],
    distractors: ['5', '6'],
  },
  {
    subject: METHODS,
    type: 'fill',
    difficulty: 0.6,
    stem: 'الدالة المولدة للعزوم $M_X(t)=(0.4+0.6e^{t})^{8}$ تعطي توقعًا $E[X]$ قدره ___.',
    blanks: [['4.8']],
    distractors: ['0.6', '8'],
  },

  // ---- 3: limit theorems and applications ----
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.3,
    stem: 'تنص نظرية النهاية المركزية على أن توزيع مجموع عدد كبير من المتغيرات المستقلة متماثلة التوزيع ذات التباين المحدود يقترب من التوزيع الطبيعي.',
    correct: true,
  },
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.4,
    stem: 'تشترط نظرية النهاية المركزية أن تكون المتغيرات الأصلية ذات توزيع طبيعي.',
    correct: false,
  },
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.55,
    stem: 'وفق متباينة تشيبيشيف لا يتجاوز احتمال ابتعاد متغير عن متوسطه بانحرافين معياريين أو أكثر $\\frac{1}{4}$.',
    correct: true,
  },
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.45,
    stem: 'ينص القانون الضعيف للأعداد الكبيرة على أن متوسط العينة يقترب احتماليًا من متوسط المجتمع كلما كبر حجم العينة.',
    correct: true,
  },
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.5,
    stem: 'يُقرَّب توزيع ذي الحدين بتوزيع بواسون عندما يكون عدد المحاولات كبيرًا واحتمال النجاح صغيرًا.',
    correct: true,
  },
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.7,
    stem: 'لا حاجة إلى تصحيح الاتصال عند تقريب توزيع ذي الحدين بالتوزيع الطبيعي.',
    correct: false,
  },
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.6,
    stem: 'إذا وصل العملاء إلى مصرف وفق عملية بواسون فإن الأزمنة بين وصول كل عميلين متتاليين تتبع التوزيع الأسي.',
    correct: true,
  },
  {
    subject: APPLIED,
    type: 'trueFalse',
    difficulty: 0.65,
    stem: 'تعطي متباينة ماركوف حدًا أعلى للاحتمال $P(X\\ge a)$ لأي متغير عشوائي، سالبًا كان أو موجبًا.',
    correct: false,
  },
  {
    subject: APPLIED,
    type: 'mcq',
    difficulty: 0.55,
    stem: 'متغير عشوائي متوسطه $50$ وانحرافه المعياري $5$. أقل قيمة تضمنها متباينة تشيبيشيف للاحتمال $P(40<X<60)$ هي:',
    answers: ['$0.75$', '$0.95$', '$0.25$', '$0.5$'],
  },
  {
    subject: APPLIED,
    type: 'mcq',
    difficulty: 0.2,
    stem: 'يلقي لاعب حجر نرد متزنًا $600$ مرة. العدد المتوقع لمرات ظهور الوجه $6$ هو:',
    answers: ['$100$', '$60$', '$600$', '$6$'],
  },
  {
    subject: APPLIED,
    type: 'multiple',
    difficulty: 0.35,
    stem: 'في أي المواقف التالية يصلح نموذج بواسون لعدد مرات وقوع الحدث؟ اختر كل الإجابات الصحيحة.',
    right: [
      'عدد المكالمات الواردة إلى مركز اتصال في ساعة',
      'عدد الأخطاء المطبعية في صفحة من كتاب',
      'عدد الحوادث على طريق سريع في أسبوع',
    ],
    wrong: ['أطوال طلاب فصل دراسي', 'زمن انتظار الحافلة في المحطة'],
  },
  {
    subject: APPLIED,
    type: 'case',
    difficulty: 0.6,
    stem: 'تنتج آلة في مصنع للمصابيح وحدات يكون كل منها معيبًا باحتمال $0.02$ مستقلًا عن غيره. يفحص مهندس الجودة عينة عشوائية من $200$ وحدة من إنتاج اليوم، ويوقف خط الإنتاج إذا زاد عدد الوحدات المعيبة في العينة على $6$.',
    choice: {
      stem: 'ما التوزيع التقريبي المناسب لعدد الوحدات المعيبة في العينة؟',
      answers: ['بواسون بمتوسط $4$', 'الطبيعي بمتوسط $200$', 'الأسي بمعدل $0.02$', 'المنتظم على $[0,200]$'],
    },
    statement: { stem: 'العدد المتوقع للوحدات المعيبة في العينة يساوي $4$.', correct: true },
    ask: 'احسب تقريبيًا احتمال إيقاف خط الإنتاج في يوم تعمل فيه الآلة على نحو طبيعي، وناقش ملاءمة قاعدة الإيقاف.',
  },
  {
    subject: APPLIED,
    type: 'case',
    difficulty: 0.65,
    stem: 'يصل العملاء إلى شباك خدمة في مصرف وفق عملية بواسون بمعدل $12$ عميلًا في الساعة، ويستغرق الموظف زمنًا يتبع التوزيع الأسي بمتوسط $4$ دقائق لخدمة العميل الواحد.',
    choice: {
      stem: 'ما احتمال ألا يصل أي عميل خلال $10$ دقائق؟',
      answers: ['$e^{-2}$', '$e^{-12}$', '$e^{-0.2}$', '$1-e^{-2}$'],
    },
    statement: { stem: 'متوسط الزمن بين وصول عميلين متتاليين $5$ دقائق.', correct: true },
    ask: 'احسب احتمال أن تزيد مدة خدمة عميل على $6$ دقائق، واشرح أثر خاصية انعدام الذاكرة في تقدير الزمن المتبقي لخدمة عميل بدأت خدمته.',
  },
  {
    subject: APPLIED,
    type: 'case',
    difficulty: 0.5,
    stem: 'درجات طلاب مقرر كبير في الامتحان النهائي متوسطها $70$ وانحرافها المعياري $12$، وتوزيعها غير معلوم. اختار أستاذ المقرر عينة عشوائية من $36$ طالبًا وحسب متوسط درجاتهم.',
    choice: {
      stem: 'ما الانحراف المعياري لمتوسط العينة؟',
      answers: ['$2$', '$12$', '$\\frac{1}{3}$', '$6$'],
    },
    statement: {
      stem: 'يمكن تقريب توزيع متوسط العينة بالتوزيع الطبيعي رغم أن توزيع الدرجات غير معلوم.',
      correct: true,
    },
    ask: 'احسب تقريبيًا احتمال أن يزيد متوسط العينة على $74$، واذكر الشروط التي يقوم عليها هذا التقريب.',
  },
  {
    subject: APPLIED,
    type: 'case',
    difficulty: 0.8,
    stem: 'نظام إلكتروني من مكونين مستقلين يعملان على التوازي، ويعمل النظام ما دام أحدهما على الأقل يعمل. عمر كل مكون يتبع التوزيع الأسي بمتوسط $1000$ ساعة.',
    choice: {
      stem: 'ما احتمال أن يعمل مكون واحد أكثر من $1000$ ساعة؟',
      answers: ['$e^{-1}$', '$1-e^{-1}$', '$0.5$', '$e^{-1000}$'],
    },
    statement: { stem: 'احتمال تعطل النظام قبل $1000$ ساعة يساوي $(1-e^{-1})^{2}$.', correct: true },
    ask: 'أوجد دالة موثوقية النظام $R(t)$ ومتوسط عمره، وقارنه بمتوسط عمر نظام من المكونين نفسيهما موصولين على التوالي.',
  },
];
