/** What the login page tells visitors about Mizan (SPEC 1). */
export const LOGIN_PAGE = {
  marketing: [
    {
      key: 'courses',
      title: { ar: 'إدارة المقررات', en: 'Courses management' },
      text: {
        ar: 'مقررات الساعات المعتمدة والعام الأكاديمي والدراسات العليا، تُستورد من نظام شؤون الطلاب أو من ملف Excel.',
        en: 'Credit-hour, academic-year and postgraduate courses, imported from the student-information system or Excel.',
      },
    },
    {
      key: 'subjects',
      title: { ar: 'إدارة الموضوعات', en: 'Subjects management' },
      text: {
        ar: 'موضوعات كل مقرر مربوطة بنواتج التعلم المستهدفة.',
        en: 'The subjects of each course, tied to its intended learning outcomes.',
      },
    },
    {
      key: 'questions',
      title: { ar: 'إنشاء الأسئلة', en: 'Question creation' },
      text: {
        ar: 'سبعة أنواع من الأسئلة بالعربية والإنجليزية مع المعادلات، وتحرير مشترك لحظي.',
        en: 'Seven question types in Arabic and English with mathematics, co-edited live.',
      },
    },
    {
      key: 'review',
      title: { ar: 'مراجعة الأسئلة', en: 'Question review' },
      text: {
        ar: 'مراجعة وتعليقات واعتماد مرتبطة بإصدارات السؤال.',
        en: 'Review, comments and approval tied to question versions.',
      },
    },
    {
      key: 'history',
      title: { ar: 'سجل الأسئلة وإصداراتها', en: 'Question history and versions' },
      text: {
        ar: 'كل تغيير في الحالة وكل إصدار محفوظ مع الفروق.',
        en: 'Every status change and version is kept, with its differences.',
      },
    },
    {
      key: 'exams',
      title: { ar: 'تقديم الامتحانات', en: 'Exam delivery' },
      text: {
        ar: 'نماذج امتحانات ورقية بورقة إجابة أو إلكترونية، وحجز مراكز الامتحانات.',
        en: 'Exam models on paper with bubble sheets or online, and exam-centre reservations.',
      },
    },
    {
      key: 'privacy',
      title: { ar: 'سياسة خصوصية البيانات', en: 'Data-privacy policy' },
      text: {
        ar: 'بيانات الجامعة تبقى على خوادمها، ولا يطّلع عليها إلا من يملك الصلاحية في نطاقه.',
        en: "The university's data stays on its servers and is seen only by those with the right in their scope.",
      },
    },
  ],
  policy: {
    ar: 'استخدام النظام مقصور على منسوبي الجامعة المصرّح لهم، وتُسجَّل كل العمليات. لا تشارك كلمة المرور مع أحد.',
    en: 'Use of this system is limited to authorised university staff, and every action is logged. Never share your password.',
  },
};
