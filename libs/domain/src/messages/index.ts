import type { Bilingual } from '../i18n/index.js';

/**
 * Every text the API sends and the web shows for errors and validation (SPEC 5, 6, 8).
 * Placeholders in braces are filled with `fill()` from ../i18n.
 */
export const MESSAGES = {
  // Generic (SPEC 8)
  generic: {
    ar: 'حدث خطأ، برجاء التواصل مع الدعم الفني',
    en: 'An error occurred, please contact technical support',
  },
  pageNotFound: { ar: 'الصفحة غير موجودة', en: 'Page Not Found' },
  notFound: { ar: 'العنصر المطلوب غير موجود', en: 'The requested item was not found' },
  forbidden: { ar: 'ليس لديك صلاحية لهذا الإجراء', en: 'You do not have the right to do this' },
  noRightEdit: { ar: 'ليس لديك صلاحية التعديل', en: 'You have no right to edit' },
  noRightAddIlos: { ar: 'ليس لديك صلاحية إضافة نواتج التعلم', en: 'You have no right to add ILOs' },
  noRightSyncCourses: {
    ar: 'ليس لديك صلاحية مزامنة مقررات أعضاء هيئة التدريس',
    en: 'You have no right to sync staff courses',
  },
  cannotSyncOutsideUser: {
    ar: 'لا يمكن مزامنة المقررات لمستخدم مضاف من خارج النظام',
    en: 'Courses cannot be synced for a user added from outside the system',
  },
  outsideUserAlert: {
    ar: 'هذا المستخدم مضاف من خارج النظام',
    en: 'This user was added from outside the system',
  },
  maintenance: {
    ar: 'قد يتوقف النظام للصيانة الدورية يوم الجمعة من الساعة ٢:٠٠ إلى ٤:٠٠ صباحًا',
    en: 'The system may be down for routine maintenance on Fridays from 2:00 to 4:00 AM',
  },
  sessionAboutToExpire: {
    ar: 'ستنتهي جلستك قريبًا، أكّد للاستمرار',
    en: 'Your session is about to expire, confirm to extend it',
  },

  // Session (SPEC 4, 8)
  unauthorized: { ar: 'انتهت الجلسة، برجاء تسجيل الدخول', en: 'Your session has ended, please log in' },
  invalidCredentials: { ar: 'اسم المستخدم أو كلمة المرور غير صحيحة', en: 'Incorrect username or password' },
  tooManyAttempts: {
    ar: 'محاولات دخول خاطئة كثيرة، حاول مرة أخرى بعد {minutes} دقيقة',
    en: 'Too many failed logins, try again in {minutes} minutes',
  },
  portalTokenInvalid: {
    ar: 'رابط الدخول من البوابة غير صالح أو منتهي أو مستخدم من قبل',
    en: 'The portal login link is invalid, expired or already used',
  },
  resetNotRequired: { ar: 'لا يوجد طلب لتغيير كلمة المرور', en: 'No password reset is pending' },
  forcedReset: {
    ar: 'يجب تغيير كلمة المرور قبل المتابعة',
    en: 'You must change your password before you continue',
  },
  scopeOutside: { ar: 'النطاق المختار خارج نطاق صلاحياتك', en: 'The chosen scope is outside your scope' },
  stageNotHeld: {
    ar: 'المرحلة الدراسية المختارة غير متاحة لك',
    en: 'The chosen study stage is not available to you',
  },
  passwordChanged: { ar: 'تم تغيير كلمة المرور بنجاح', en: 'Your password was changed' },
  profileSaved: { ar: 'تم حفظ الملف الشخصي', en: 'Your profile was saved' },

  // Request shape (SPEC 8 status codes)
  invalidJson: { ar: 'صيغة البيانات المرسلة غير صحيحة', en: 'The request body is not valid JSON' },
  payloadTooLarge: { ar: 'حجم البيانات المرسلة أكبر من المسموح', en: 'The request is larger than allowed' },
  unsupportedMediaType: { ar: 'نوع البيانات المرسلة غير مدعوم', en: 'This content type is not supported' },
  unknownField: { ar: 'حقل غير معروف', en: 'Unknown field' },
  invalidData: { ar: 'البيانات المدخلة غير صحيحة', en: 'Some fields are not valid' },
  jsonTooDeep: {
    ar: 'البيانات المرسلة متداخلة بعمق أكبر من المسموح',
    en: 'The request body is nested deeper than allowed',
  },
  illFormedText: {
    ar: 'النص يحتوي على حروف غير صالحة',
    en: 'The text holds characters that are not valid',
  },

  // Generic validation (SPEC 5 'Numbers and codes')
  required: { ar: 'برجاء إدخال البيانات', en: 'Please add data' },
  wrongType: { ar: 'نوع القيمة غير صحيح', en: 'This value has the wrong type' },
  minLength: { ar: 'الحد الأدنى {min} حروف', en: 'Min length {min} characters' },
  maxLength: { ar: 'الحد الأقصى {max} حرف', en: 'Max length {max} characters' },
  minValue: { ar: 'أقل قيمة مسموحة هي {min}', en: 'Min value allowed is {min}' },
  maxValue: { ar: 'أقصى قيمة مسموحة هي {max}', en: 'Max value allowed is {max}' },
  /** For an exclusive bound (`.positive()`, `.gt(0)`): the bound itself is refused. */
  aboveValue: { ar: 'يجب أن تكون القيمة أكبر من {min}', en: 'The value must be greater than {min}' },
  belowValue: { ar: 'يجب أن تكون القيمة أقل من {max}', en: 'The value must be less than {max}' },
  minItems: { ar: 'يجب اختيار {min} على الأقل', en: 'Choose at least {min}' },
  maxItems: { ar: 'الحد الأقصى {max} عنصر', en: 'At most {max} items' },
  validNumber: { ar: 'برجاء إدخال رقم صحيح', en: 'Please add valid Number' },
  integerRequired: { ar: 'يجب أن تكون القيمة عددًا صحيحًا', en: 'Integer value required' },
  noFraction: { ar: 'غير مسموح بالكسور', en: 'Fractions are not allowed' },
  maxDecimals: { ar: 'مسموح برقمين عشريين فقط', en: 'At most two decimals are allowed' },
  notZero: { ar: 'لا يمكن أن تكون القيمة صفرًا', en: 'The value cannot be zero' },
  mustBePositive: { ar: 'يجب أن تكون القيمة موجبة', en: 'The value must be positive' },
  notNegative: { ar: 'لا يمكن أن تكون القيمة سالبة', en: 'The value cannot be negative' },
  invalidOption: { ar: 'القيمة المختارة غير متاحة', en: 'This option is not available' },

  // Account (SPEC 5)
  weakPassword: {
    ar: 'كلمة المرور ضعيفة: ٨ أحرف على الأقل تشمل حرفًا صغيرًا وحرفًا كبيرًا ورقمًا ورمزًا',
    en: 'Weak password: at least 8 characters with a lower-case letter, an upper-case letter, a digit and a symbol',
  },
  passwordsNotMatched: { ar: 'كلمتا المرور غير متطابقتين', en: 'Passwords are not matched' },
  currentPasswordWrong: { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is not correct' },
  samePassword: {
    ar: 'كلمة المرور الجديدة يجب أن تختلف عن الحالية',
    en: 'The new password must differ from the current one',
  },
  nationalId: { ar: 'برجاء إدخال رقم قومي صحيح', en: 'Please enter valid national id' },
  invalidEmail: { ar: 'برجاء إدخال بريد إلكتروني صحيح', en: 'Please enter a valid email' },

  // Files (SPEC 5 'Files', 8)
  fileType: { ar: 'نوع الملف غير مسموح به', en: 'Invalid file type' },
  fileSize: { ar: 'حجم الملف أكبر من {max} ميجابايت', en: 'The file is larger than {max} MB' },
  imageType: {
    ar: 'نوع الصورة غير مسموح به (jpg أو jpeg أو png)',
    en: 'Invalid image type (jpg, jpeg or png)',
  },
  imageSize: { ar: 'حجم الصورة أكبر من {max} ميجابايت', en: 'The image is larger than {max} MB' },
  fileReaderUnsupported: { ar: 'المتصفح لا يدعم قراءة الملفات', en: 'FileReader is not supported' },
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof MESSAGES;

/** The one error body shape of the API (issue 2, part 6). */
export interface ErrorBody {
  message: Bilingual;
  fields?: Record<string, Bilingual>;
}
