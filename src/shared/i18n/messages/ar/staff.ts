import type { Translation } from '../../message-ids.ts';
import type source from '../en/staff.ts';

// A person's gender is unknown from their name, so no verb or pronoun agrees with {name}:
// sentences speak of their profile, their hours or their booking instead.
export default {
  // Words several screens share
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  cancel: 'إلغاء',
  close: 'إغلاق',
  keepIt: 'الإبقاء عليها',
  columnActions: 'الإجراءات',
  nameInvalid: 'أدخل اسمًا لا يزيد على 120 حرفًا.',
  emailInvalid: 'أدخل عنوان بريد إلكتروني مثل name@example.com.',
  doesNotSignIn: 'بدون تسجيل دخول',
  endAfterStart: 'يجب أن تكون النهاية بعد البداية.',

  // The team
  listTitle: 'الفريق',
  listIntro: 'فريقك: من يسجّل الدخول وبأي دور، وملفاتهم، وساعات عملهم الأسبوعية، وإجازاتهم.',
  listIntroInvite:
    'فريقك: من يسجّل الدخول وبأي دور، وملفاتهم، وساعات عملهم الأسبوعية، وإجازاتهم. ادعُ أعضاء جددًا عبر البريد الإلكتروني.',
  team: 'الفريق',
  searchLabel: 'البحث في الفريق',
  searchPlaceholder: 'الاسم أو البريد الإلكتروني',
  nounOne: 'شخص',
  nounMany: 'أشخاص',
  listEmpty: 'لا يوجد أحد في الفريق بعد.',
  listUnmatched: 'لا أحد يطابق عوامل التصفية هذه.',
  leftTheTeam: 'خارج الفريق',

  // A profile without a sign-in
  addAProfile: 'إضافة ملف',
  addStaffProfile: 'إضافة ملف عضو فريق',
  profileAdded: 'تمت إضافة {name}. حدّد ساعات العمل الأسبوعية بعد ذلك.',
  profileNotAdded: 'لم تتم إضافة الملف',
  emailOptionalHint: 'اختياري. لا يُستخدم الملف لتسجيل الدخول حتى تُرسل دعوة.',
  addProfile: 'إضافة الملف',

  // Invitations
  invitations: 'الدعوات',
  invitationsIntro:
    'تُرسل كل دعوة إلى العنوان بالبريد الإلكتروني مع رابط لقبولها: يُنشأ حساب أو يُسجَّل الدخول بذلك العنوان، ثم تُقبل الدعوة في شاشة الإعداد. الدعوة صالحة لمدة 7 أيام؛ انسخها لترسلها بنفسك أيضًا، أو أرسلها مجددًا بعد انتهاء صلاحيتها.',
  invitationMessage:
    'وصلتك دعوة للانضمام إلى {business}. أنشئ حسابًا أو سجّل الدخول باستخدام {email}، ثم اقبل الدعوة: {link}',
  copied: 'تم نسخ دعوة {email}: الصقها في رسالة.',
  sentAgain: 'أُرسلت الدعوة إلى {email} مجددًا، وهي صالحة لمدة 7 أيام أخرى.',
  revokeTitle: 'سحب الدعوة؟',
  revokeBody: 'لن يعود بالإمكان الانضمام إلى {business} بهذه الدعوة عبر {email}.',
  revoke: 'سحب',
  revoked: 'تم سحب دعوة {email}.',
  revokeFor: 'سحب دعوة {email}',
  noInvitations: 'لا توجد دعوات بانتظار القبول.',
  pendingInvitations: 'الدعوات المعلّقة',
  validUntil: 'صالحة حتى',
  expired: 'منتهية الصلاحية',
  sendAgain: 'إرسال مجددًا',
  sendAgainTo: 'إرسال مجددًا إلى {email}',
  copyLink: 'نسخ الرابط',
  copyLinkFor: 'نسخ رابط {email}',
  inviteForm: 'دعوة عضو إلى الفريق',
  invited:
    'تمت دعوة {email} بدور {role, select, admin {مسؤول} other {عضو فريق}}: أُرسلت الدعوة بالبريد الإلكتروني. يمكنك أيضًا نسخ الرابط لإرساله بنفسك.',
  invitationNotMade: 'لم تُنشأ الدعوة',
  inviteAsStaff: 'عضو فريق: الحجوزات، العملاء، تسجيل الحضور',
  inviteAsAdmin: 'مسؤول: وأيضًا الخدمات، الفريق، الأموال',
  invite: 'دعوة',

  // A member's screen
  allStaff: 'كل الفريق',
  recordWhat: 'عضو فريق',
  readOnly: 'تغيير الفريق للمسؤولين والمالكين فقط؛ يمكنك الاطلاع عليه.',
  services: 'الخدمات',
  noServices: 'لا توجد خدمات بعد: حدّد عضو الفريق في تبويب «الفريق» لإحدى الخدمات.',

  // Profile
  profile: 'الملف',
  profileSaved: 'تم حفظ ملف {name}.',
  profileNotSaved: 'لم يُحفظ الملف',
  colourInvalid: 'اختر لونًا مثل ‎#4c6ef5.',
  seenByClients: 'يظهر للعملاء.',
  phone: 'الهاتف',
  colour: 'اللون في التقويم',
  bio: 'نبذة',
  activeSwitch: 'نشط: متاح للحجز والجدولة',
  saveProfile: 'حفظ الملف',

  // Role
  roleDescriptionStaff: 'الحجوزات والعملاء وتسجيل الحضور والملاحظات.',
  roleDescriptionAdmin: 'وأيضًا الخدمات والفريق والأموال والمستندات.',
  roleDescriptionOwner: 'وأيضًا إعدادات النشاط التجاري والأدوار.',
  noLongerMember: 'لم تعد هذه العضوية قائمة: لا يمكن تسجيل الدخول إلى النشاط التجاري بهذا الملف.',
  noSignIn: 'لا يُستخدم هذا الملف لتسجيل الدخول. أرسل دعوة إلى عنوان البريد الإلكتروني لمنح الوصول.',
  roleChanged: 'أصبح دور {name} الآن: {role, select, owner {مالك} admin {مسؤول} other {عضو فريق}}.',
  roleNotChanged: 'لم يتغيّر الدور',
  roleInBusiness: 'الدور في النشاط التجاري',
  changeRole: 'تغيير الدور',
  roleReadOnly: '{role}: {description} تغيير الأدوار للمالك فقط.',
  onlyOwnerChangesRoles: 'لا يغيّر الأدوار إلا المالك.',
  roleNotAllowed: 'لا يسمح دورك في هذا النشاط التجاري بذلك.',

  // Time off
  timeOff: 'الإجازات',
  timeOffIntro:
    'لا يمكن حجز أي جلسة خاصة مع {name} خلال الإجازة. الأوقات بالتوقيت المحلي في {zone}.',
  enterStartAndEnd: 'أدخل يوم البداية والنهاية ووقتهما.',
  timeOffAdded: 'تمت إضافة إجازة {name}.',
  timeOffNotAdded: 'لم تُضف الإجازة',
  removeTimeOffTitle: 'إزالة هذه الإجازة؟',
  removeTimeOffBody: '{when}: يصبح حجز {name} ممكنًا مجددًا في هذا الوقت.',
  remove: 'إزالة',
  timeOffRemoved: 'تمت إزالة الإجازة.',
  timeOffRange: 'من {from} إلى {to}',
  removeTimeOff: 'إزالة الإجازة {when}',
  noTimeOff: 'لا توجد إجازات مخططة.',
  plannedTimeOff: 'الإجازات المخططة',
  from: 'من',
  until: 'حتى',
  reason: 'السبب',
  addTimeOff: 'إضافة إجازة',
  fromDay: 'من يوم',
  fromTime: 'من الساعة',
  untilDay: 'حتى يوم',
  untilTime: 'حتى الساعة',
  reasonExample: 'عطلة',

  // Weekly hours
  weeklyHours: 'ساعات العمل الأسبوعية',
  weeklyIntro:
    'الأوقات التي يمكن فيها حجز {name} لجلسات خاصة، بالتوقيت المحلي في {zone}: تبقى 09:00 هي 09:00 عند تغيير الساعة. {hours, plural, zero {لا ساعات} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعةً} other {# ساعة}} في الأسبوع.',
  hoursSaved: 'تم حفظ ساعات العمل الأسبوعية لـ{name}.',
  hoursNotSaved: 'لم تُحفظ الساعات',
  addHours: 'إضافة ساعات',
  addHoursOn: 'إضافة ساعات يوم {day}',
  notWorking: 'يوم عطلة',
  span: '{day}، الفترة {position}',
  spanFrom: '{span}، من',
  spanUntil: '{span}، إلى',
  spanInputs: '{from}<dash>–</dash>{until}',
  removeSpan: 'إزالة {span}',
  saveWeeklyHours: 'حفظ ساعات العمل الأسبوعية',
  unsaved: 'تغييرات غير محفوظة',
  enterSpan: 'أدخل وقت البداية والنهاية، مثل 09:00 و17:00.',
  overlaps: 'تتداخل مع {from}–{to} في اليوم نفسه.',
} satisfies Translation<typeof source>;
