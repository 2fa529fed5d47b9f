import type { Translation } from '../../message-ids.ts';
import type source from '../en/errors.ts';

// Each select keeps English's cases: the SPA chooses the case by the server's English sentence.
// A name in a sentence ({staff}, {email}) never makes a verb or pronoun agree with it: "لدى
// {staff}" (at {staff}), "العنوان {email}" (the address {email}).
export default {
  // Bookings, sessions and places.
  already_cancelled: 'هذا الحجز ملغى بالفعل.',
  already_enrolled: 'لديك بالفعل مكان (أو مكان في قائمة الانتظار) في هذه الجلسة.',
  booking_completed: 'لا يمكن إلغاء حجز مكتمل.',
  booking_not_found:
    '{case, select, session {هذه الجلسة غير موجودة.} calendar {لا يوجد لديك حجز كهذا، أو أنه أُلغي.} other {هذا الحجز غير موجود.}}',
  capacity_below_taken:
    '{taken, plural, zero {لا أماكن محجوزة} one {هناك مكان واحد محجوز} two {هناك مكانان محجوزان} few {هناك # أماكن محجوزة} many {هناك # مكانًا محجوزًا} other {هناك # مكان محجوز}}: لا يمكن أن تكون السعة أقل من ذلك. ألغِ بعض الأماكن أولًا.',
  check_in_closed: 'يمكنك تسجيل حضورك بنفسك ابتداءً من 30 دقيقة قبل البدء وحتى النهاية.',
  enrollment_not_found:
    '{case, select, offer {هذا العرض غير موجود.} checkIn {لا يوجد مكان كهذا لتسجيل الحضور.} payment {لا يوجد مكان كهذا لهذا العميل للدفع مقابله.} other {لا يوجد حجز كهذا لإلغائه.}}',
  idempotency_conflict: 'مفتاح الطلب هذا استُخدم من قبل لعميل آخر.',
  invalid_capacity:
    '{case, select, private {الموعد الخاص لعميل واحد فقط.} other {تتسع الجلسة لعدد يتراوح بين 1 و1000 شخص.}}',
  invalid_range:
    '{case, select, timetable {يمتد الجدول من يوم أول إلى يوم أخير لا يفصل بينهما أكثر من سنة.} other {اطلب الأوقات المتاحة بين لحظتين لا يفصل بينهما أكثر من 62 يومًا.}}',
  invalid_at_risk_days: 'اعتبر العميل معرّضًا للانقطاع بعد 1 إلى 365 يومًا بلا زيارة.',
  invalid_period: 'اختر فترة لا يأتي يومها الأول بعد يومها الأخير، ولا تزيد على ثلاث سنوات.',
  invalid_reason: 'اذكر السبب في 500 حرف على الأكثر.',
  invalid_start: '{case, select, session {اختر وقت بدء الجلسة.} other {اختر وقت بدء الحجز.}}',
  invalid_status: 'سجّل الحضور بإحدى الحالات: حاضر أو متأخر أو غائب.',
  invalid_weekdays: 'اختر أيام الأسبوع من 1 (الاثنين) إلى 7 (الأحد).',
  no_credits:
    '{case, select, pack {لم يتبقَّ رصيد حصص: اشترِ باقة رصيد أو ادفع مقابل حضور فردي.} other {لا يوجد اشتراك ساري المفعول لهذه الحصة: اشترِ اشتراكًا أو ادفع مقابل حضور فردي.}}',
  no_offer: 'لا يوجد عرض مفتوح لهذا المكان.',
  not_a_group_service:
    '{case, select, timetable {الجدول مخصص للخدمات الجماعية.} other {الجلسة مخصصة لخدمة جماعية؛ احجز بدلًا من ذلك موعدًا خاصًا للعميل.}}',
  not_a_group_session: 'تُحجز المواعيد الخاصة عبر book_private.',
  not_active: 'هذا المكان ملغى بالفعل.',
  not_bookable: 'الأوقات المتاحة للخدمات الخاصة النشطة وحدها؛ أما الخدمات الجماعية فلها جلسات.',
  not_confirmed: 'لا يمكن تسجيل الحضور إلا لمكان مؤكَّد.',
  not_scheduled: 'لا يمكن تغيير الحجز إلا إذا كان مُجدولًا.',
  offer_expired:
    '{case, select, waitlist {انتهت صلاحية هذا العرض: ذهب المكان إلى الشخص التالي في قائمة الانتظار.} other {انتهت صلاحية هذا العرض: يذهب المكان إلى الشخص التالي.}}',
  offer_not_found:
    'هذا الرابط ليس (أو لم يعد) عرضًا من قائمة الانتظار: راجع أحدث بريد إلكتروني من النشاط التجاري.',
  session_closed: 'هذه الجلسة بدأت أو انتهت أو أُلغيت.',
  session_full:
    '{case, select, waitlist {هذه الجلسة مكتملة: انضم إلى قائمة الانتظار بدلًا من ذلك.} counted {هذه الجلسة مكتملة (المحجوز {taken, number} من أصل {capacity, number}): أضف العميل إلى قائمة الانتظار.} other {هذه الجلسة مكتملة.}}',
  slot_taken:
    '{case, select, justTaken {حُجز هذا الوقت للتو: اختر وقتًا آخر.} other {لم يعد هذا الوقت متاحًا: اختر وقتًا آخر.}}',
  staff_busy:
    '{case, select, named {لدى {staff} بالفعل {service} يوم {day} الساعة {time}: اختر وقتًا آخر أو مدرّبًا آخر.} timetable {المدرّب محجوز بالفعل يوم {day} الساعة {time}: غيّر الوقت أو المدرّب.} other {المدرّب محجوز بالفعل في ذلك الوقت: اختر وقتًا آخر أو مدرّبًا آخر.}}',
  staff_required: 'يحتاج الموعد الخاص إلى عضو من فريق العمل.',

  // The catalogue and the team.
  already_member:
    '{case, select, plan {هذه العضوية سارية بالفعل: لا يُشترك فيها مرتين.} other {العنوان {email} موجود بالفعل في الفريق.}}',
  hours_overlap: 'يوم {day}، تتداخل الفترة من {from} إلى {to} مع فترة أخرى.',
  invalid_email: 'أدخل عنوان بريد إلكتروني مثل name@example.com.',
  invalid_hours:
    '{case, select, list {أرسل الساعات كقائمة من يوم الأسبوع والبداية والنهاية.} backwards {يوم {day}، تنتهي الفترة من {from} إلى {to} قبل أن تبدأ.} other {تحتاج كل فترة إلى يوم من 1 (الاثنين) إلى 7 (الأحد) وأوقات مثل 09:00.}}',
  invalid_option_kind:
    '{case, select, private {تُقدَّم الخدمة الخاصة بصيغ مختلفة (مدة وسعر).} other {تُقدَّم الخدمة الجماعية كحضور فردي أو باقة رصيد أو اشتراك.}}',
  invalid_role: 'ادعُ بصفة مسؤول أو عضو في فريق العمل.',
  invitation_expired: 'انتهت صلاحية هذه الدعوة: اطلب دعوة جديدة.',
  invitation_not_found: 'لا توجد دعوة لك بهذا الرابط.',
  invitation_used: 'قُبلت هذه الدعوة من قبل.',
  last_owner: 'يحتاج النشاط التجاري إلى مالك واحد على الأقل.',
  not_on_the_team:
    'لا تقدّم بعد أي جلسات أو مواعيد في هذا النشاط التجاري: يضيفك أحد المالكين إلى الفريق أولًا.',
  option_not_found:
    '{case, select, dropIn {اختر الحضور الفردي لهذه الحصة.} service {اختر أحد خيارات هذه الخدمة.} notOnSale {هذا الخيار غير معروض للبيع.} other {اختر حضورًا فرديًا أو باقة رصيد أو اشتراكًا لهذه الحصة.}}',
  service_not_found: 'هذه الخدمة غير موجودة.',
  staff_not_found:
    '{case, select, active {اختر عضوًا نشطًا في الفريق.} other {عضو الفريق هذا غير موجود.}}',
  staff_profile_not_found:
    '{case, select, reports {ليس لديك ملف في فريق هذا النشاط التجاري، لذا لا توجد جلسات لك في التقرير.} other {ليس لديك ملف في فريق هذا النشاط التجاري، لذا لا تُحجز معك أي مواعيد.}}',
  two_step_required_first: 'فعّل تسجيل الدخول بخطوتين لحسابك أنت واستخدمه، قبل أن تشترطه على فريقك.',

  // Who may do what.
  forbidden:
    '{case, select, paymentOptions {المالك وحده يغيّر طريقة الدفع في النشاط التجاري.} testMessages {مالكو هذا النشاط التجاري وحدهم يرسلون رسائل تجريبية.} staffHours {لا يسمح لك دورك بتغيير ساعات عمل الفريق.} resend {فريق هذا النشاط التجاري وحده يعيد إرسال رسائله.} invite {لا يسمح لك دورك بالدعوة إلى هذا النشاط التجاري.} documents {لا يسمح لك دورك بتغيير مستندات هذا النشاط التجاري.} buyFor {لا يمكنك الشراء لهذا العميل.} money {المسؤول أو المالك وحده يسجّل المبالغ المالية.} staffCalendar {فريق هذا النشاط التجاري وحده لديه تقويم للفريق هنا.} importClients {فريق هذا النشاط التجاري وحده يستورد عملاءه.} appointmentEmails {عضو الفريق نفسه وحده يفعّل رسائل مواعيده الإلكترونية أو يوقفها.} bookForSelf {يمكنك الحجز لنفسك فقط.} payFor {لا يمكنك الدفع عن هذا العميل.} refund {المسؤول أو المالك وحده يرد المدفوعات.} chargeCard {المسؤول أو المالك وحده يخصم من البطاقات.} cards {لا يمكنك الاطلاع على بطاقات هذا العميل.} connectPayments {المالك وحده يربط النشاط التجاري بمزوّد دفع.} export {مالكو النشاط التجاري وحدهم يمكنهم تصديره.} reports {المسؤول أو المالك وحده يرى تقارير المال والعملاء.} ownSessions {يرى أعضاء الفريق أرقام جلساتهم فقط.} calendars {لا يغيّر تقاويم الموظف إلا الموظف نفسه أو مسؤول أو المالك.} webhooks {المسؤول أو المالك وحده يدير الـ webhooks لدى هذا النشاط.} other {فريق هذا النشاط التجاري وحده يطّلع على أرقامه.}}',
  not_a_client:
    '{case, select, messages {انضم إلى هذا النشاط التجاري قبل اختيار رسائله.} documents {انضم إلى هذا النشاط التجاري قبل توقيع مستنداته.} profile {انضم إلى هذا النشاط التجاري قبل تغيير ملفك الشخصي فيه.} calendar {انضم إلى هذا النشاط التجاري قبل الاشتراك في تقويمه.} other {انضم إلى هذا النشاط التجاري قبل الحجز.}}',
  not_signed_in:
    '{case, select, pay {سجّل الدخول للدفع.} seeCards {سجّل الدخول لعرض البطاقات المحفوظة.} removeCard {سجّل الدخول لإزالة بطاقة.} chargeCard {سجّل الدخول للخصم من بطاقة.} refund {سجّل الدخول لرد المبلغ.} connectPayments {سجّل الدخول بصفتك المالك لربط المدفوعات.} calendar {سجّل الدخول لإضافة حجوزاتك إلى تقويم.} updateCard {سجّل الدخول لتحديث بطاقة.} other {سجّل الدخول للقيام بذلك.}}',
  portal_link_forbidden:
    'يربط العميل حسابه بنفسه عند الانضمام إلى النشاط التجاري؛ ولا يستطيع الفريق إلا إزالة الربط.',

  // Clients, their profile, documents and messages.
  client_not_found: 'لا يوجد عميل كهذا في هذا النشاط التجاري.',
  client_opted_out:
    '{case, select, reminders {أوقف هذا العميل التذكيرات.} other {أوقف هذا العميل الرسائل النصية.}}',
  consent_required:
    '{case, select, membership {وافق على الخصم من البطاقة المحفوظة في كل فترة للانضمام.} other {ضع علامة في المربع للموافقة قبل التوقيع.}}',
  document_not_found:
    '{case, select, noText {لا يحتوي هذا المستند على نص للتوقيع بعد.} other {هذا المستند غير متاح للتوقيع.}}',
  documents_required: 'يُرجى توقيع «{document}» قبل حجزك الأول.',
  invalid_birth_date: 'أدخل تاريخ ميلاد ليس في المستقبل.',
  invalid_body: 'اكتب نص المستند (حتى 100 ألف حرف).',
  invalid_choice: 'حدّد ما إذا كانت التذكيرات والرسائل النصية مفعّلة.',
  invalid_name:
    '{case, select, business {أدخل للنشاط التجاري اسمًا من 1 إلى 120 حرفًا.} other {أدخل اسمك الكامل (حتى 200 حرف).}}',
  invalid_phone: 'استخدم في رقم الهاتف الأرقام والمسافات والرموز + ( ) . - فقط.',
  invalid_rows: 'أرسل العملاء المراد استيرادهم كقائمة من الصفوف.',
  invalid_title: 'أدخل للمستند عنوانًا من 1 إلى 200 حرف.',
  invalid_value: 'حدّد ما إذا كانت الرسائل الإلكترونية مفعّلة (true) أو متوقفة (false).',
  message_not_finished: 'ما زالت هذه الرسالة قيد الإرسال: انتظر حتى تُرسل أو يفشل إرسالها.',
  message_not_found: 'لا توجد رسالة كهذه لهذا النشاط التجاري.',
  name_required: 'اكتب اسمك الكامل للتوقيع.',
  no_email: 'لا يوجد في حسابك عنوان بريد إلكتروني لإرسال الاختبار إليه.',
  no_texts: 'تُرسل هذه الرسالة بالبريد الإلكتروني فقط: ليست لها رسالة نصية لصياغتها.',
  template_not_found: 'هذا المستند غير موجود.',
  too_many_rows: 'استورد 5000 عميل على الأكثر في المرة الواحدة: قسّم الملف إلى ملفات أصغر.',
  too_many_tests: 'أرسلت 5 اختبارات خلال آخر 10 دقائق. انتظر بضع دقائق قبل إرسال اختبار آخر.',
  unknown_kind:
    '{case, select, wording {لا توجد رسالة من نوع «{kind}» لصياغتها.} other {لا توجد رسالة من نوع «{kind}» لإرسالها كاختبار: اختر أحد الأنواع في الإعدادات › الإشعارات.}}',
  unknown_placeholder:
    '{case, select, subject {يذكر سطر الموضوع {unknown}، ولا وجود لذلك في هذه الرسالة. استخدم عناصرها النائبة: {known}.} text {يذكر النص {unknown}، ولا وجود لذلك في هذه الرسالة. استخدم عناصرها النائبة: {known}.} other {تذكر الرسالة النصية {unknown}، ولا وجود لذلك في هذه الرسالة. استخدم عناصرها النائبة: {known}.}}',
  unsubscribe_not_found:
    'رابط إلغاء الاشتراك هذا ليس من الروابط التي أرسلناها: افتحه مجددًا كاملًا من البريد الإلكتروني.',

  // Businesses and their addresses.
  invalid_currency: 'يجب أن تكون العملة رمزًا من ثلاثة أحرف وفق ISO 4217، مثل EUR.',
  invalid_slug:
    'يجب أن يتكون العنوان من 1 إلى 40 حرفًا لاتينيًا صغيرًا أو رقمًا أو شرطة، دون أن يبدأ بشرطة أو ينتهي بها.',
  invalid_time_zone: '{zone} ليست منطقة زمنية نعرفها.',
  organization_not_found: 'اختر إحدى مؤسساتك أنت لهذا النشاط التجاري.',
  slug_taken: 'العنوان {slug} مستخدم بالفعل.',
  tenant_not_found: 'لا يوجد نشاط تجاري بالعنوان {slug}.',

  // Money.
  already_paid:
    '{case, select, fee {دُفعت هذه الرسوم بالبطاقة.} membership {بدأت هذه العضوية: فترتها الأولى مدفوعة.} period {هذه الفترة من العضوية مدفوعة.} other {دُفع هذا المكان بالبطاقة.}}',
  amount_mismatch: 'المبلغ المفتوح لدى المزوّد لا يطابق المبلغ المستحق.',
  card_declined: 'لم يُخصم المبلغ من البطاقة المحفوظة: {reason}',
  card_not_found: 'هذه البطاقة المحفوظة غير موجودة.',
  fee_not_found: 'لا توجد رسوم كهذه على هذا العميل.',
  invalid_amount:
    '{case, select, refund {يجب أن يكون ردّ هذه الدفعة أكبر من صفر وألا يتجاوز {most, number} (بأصغر وحدة للعملة).} cardRefund {يمكن ردّ {most, number} على الأكثر (بأصغر وحدة للعملة) من هذه الدفعة.} other {الدفعة مبلغ أكبر من صفر.}}',
  invalid_event:
    '{case, select, refunded {المبلغ المردود بين صفر والمبلغ المدفوع.} succeeded {للدفعة الناجحة مبلغ أكبر من صفر.} unfit {لا يمكن تطبيق الحدث: {problem}.} other {للحدث id وtype وdata.object.}}',
  invalid_method: 'حدّد طريقة الدفع: cash أو card أو bank_transfer أو other.',
  invalid_options:
    '{case, select, both {نوع الخيار الذي يجب دفعه عبر الإنترنت لا يمكن دفعه أيضًا في مكتب الاستقبال.} other {اذكر أنواع الخيارات (drop_in وvariant وpack وpass) التي تُدفع عبر الإنترنت وفي مكتب الاستقبال، وحدّد ما إذا كان يجوز خصم الرسوم من بطاقة محفوظة.}}',
  invalid_purpose: 'تكون الدفعة مقابل حجز أو شراء أو رصيد مستحق أو رسوم أو عضوية.',
  ledger_append_only: 'يحتفظ السجل المالي بكل قيد: سجّل بدلًا من ذلك ردًّا للمبلغ أو تسوية.',
  more_than_owed: 'هذا أكثر مما هو مستحق على العميل.',
  no_saved_card: 'ليس لدى هذا العميل بطاقة محفوظة.',
  not_paid_by_card:
    '{case, select, private {لا يُحجز للدفع بالبطاقة إلا جلسة خاصة لها سعر.} other {لا يُحجز للدفع بالبطاقة إلا حضور فردي له سعر؛ احجز بباقة رصيد أو اشتراك عبر enroll.}}',
  not_purchasable:
    'باقات الرصيد والاشتراكات وحدها تُشترى مسبقًا؛ أما الخيارات الأخرى فتُدفع مع الحجز.',
  nothing_to_pay:
    '{case, select, option {هذا الخيار مجاني.} balance {لا يستحق على هذا العميل شيء.} fee {لا يستحق على هذا العميل شيء من هذه الرسوم.} membership {الفترة الأولى من هذه الخطة مجانية.} other {يُدفع هذا المكان بباقة رصيد أو اشتراك، أو أنه مجاني.}}',
  pay_by_card: 'يُدفع هذا المكان بالبطاقة عند قبوله: ادفع مقابله في صفحة الجلسة.',
  pay_online_required:
    '{case, select, buy {يُشترى هذا بالبطاقة: اختر «الدفع بالبطاقة».} other {يُدفع هذا بالبطاقة عند الحجز: اختر «الدفع بالبطاقة».}}',
  payment_closed: 'هذه الدفعة مكتملة أو ملغاة بالفعل.',
  payment_not_found:
    '{case, select, refund {لا توجد دفعة كهذه لردّها.} other {هذه الدفعة غير موجودة.}}',
  payment_provider_changed:
    'فُتحت هذه الدفعة عبر حساب الدفع السابق للنشاط التجاري، ولم تعد المدفوعات تُستقبل من خلاله: لا يمكن متابعتها أو ردّها إلى البطاقة من هنا. يتم الرد من لوحة تحكم ذلك الحساب، أو في مكتب الاستقبال.',
  payments_not_connected:
    '{case, select, connect {اربط Stripe (أو مزوّد الاختبار) أولًا.} owner {لا يقبل هذا النشاط التجاري المدفوعات عبر الإنترنت: يربط المالك Stripe من الإعدادات › المدفوعات.} disconnected {لم يعد هذا النشاط التجاري مرتبطًا بمزوّد الدفع الخاص به.} other {لا يقبل هذا النشاط التجاري المدفوعات عبر الإنترنت.}}',
  provider_refused: 'لم يُردّ المبلغ إلى البطاقة: {reason}',
  saved_cards_not_allowed:
    'لا يخصم هذا النشاط التجاري الرسوم من البطاقات المحفوظة (الإعدادات › المدفوعات).',

  // العضويات.
  allowance_used: 'استُخدمت حصص هذه الفترة: احجز حضورًا فرديًا أو انتظر التجديد.',
  daily_limit_reached: 'حجزت في ذلك اليوم أقصى عدد من الحصص تسمح به عضويتك.',
  freeze_in_past: 'يبدأ التجميد اليوم أو بعده.',
  freeze_overlaps: 'يتداخل هذا التجميد مع تجميد آخر لهذه العضوية.',
  invalid_plan_service: 'تشمل العضوية الحصص (الخدمات الجماعية)، لا المواعيد.',
  invalid_freeze: 'ينتهي التجميد بعد يوم بدايته، وفي غضون سنة.',
  membership_ending: 'تنتهي عضويتك قبل هذه الحصة.',
  membership_ending_passed: 'انتهت هذه العضوية: انضم من جديد للعودة.',
  membership_frozen: 'عضويتك مجمّدة في يوم هذه الحصة.',
  membership_not_covering: 'لا تشمل هذه العضوية هذه الحصة.',
  membership_not_found: 'لا توجد عضوية كهذه.',
  membership_not_live: 'هذه العضوية غير سارية: لا يوجد ما يُغيَّر.',
  membership_not_yet: 'هذه الحصة بعد الفترة الحالية لعضويتك: احجزها بعد تجديد العضوية.',
  membership_paused:
    '{case, select, pending {تبدأ هذه العضوية عند سداد دفعتها الأولى.} paused {هذه العضوية موقوفة حتى تُسدَّد دفعتها: حدّث بطاقتك.} other {انتهت هذه العضوية.}}',
  option_or_membership: 'احجز بخيار أو بعضوية، لا بكليهما.',
  plan_not_found: 'لا توجد خطة كهذه.',
  // The SPA's words for PostgreSQL's and the data API's refusals.
  roleNotAllowed: 'لا يسمح دورك في هذا النشاط التجاري بذلك.',
  noLongerThere: 'هذا العنصر لم يعد موجودًا، أو لا يمكنك رؤيته.',
  signInExpired: 'انتهت صلاحية تسجيل دخولك. سجّل الدخول مجددًا.',
  alreadyExists: 'هذا موجود بالفعل.',
  stillInUse: 'هذا لا يزال مستخدمًا في مكان آخر، لذا لا يمكن إزالته.',
  valuesNotAllowed: 'بعض القيم غير مسموح بها.',
  clashesWithBooking: 'يتعارض هذا مع شيء محجوز بالفعل.',
  tookTooLong: 'استغرق الخادم وقتًا طويلًا للرد. حاول مرة أخرى.',
  valuesMalformed: 'بعض القيم ليست بصيغة يقبلها الخادم.',
  changedMeanwhile: 'غيّر شخص آخر هذا في اللحظة نفسها. حاول مرة أخرى.',
  serverBusy: 'الخادم مشغول. حاول مرة أخرى بعد قليل.',
  databaseUnreachable: 'تعذّر على الخادم الوصول إلى قاعدة بياناته. حاول مرة أخرى بعد قليل.',
  unexplained: 'حدث خطأ في الخادم. حاول مرة أخرى، أو أعد تحميل الصفحة.',
  serverUnreachable: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',

  // Refused uploads and downloads.
  fileTooLargeAtMost: 'هذا الملف كبير جدًا: الحد الأقصى لحجم الملفات {size}.',
  fileTooLarge: 'هذا الملف أكبر من أن تتم مشاركته.',
  fileTypeNotShared:
    'لا يمكن مشاركة هذا النوع من الملفات. شارك ملفات PDF أو الصور أو ملفات النص العادي وCSV أو مستندات Word أو OpenDocument النصية.',
  fileGone: 'هذا الملف لم يعد موجودًا.',
  fileNameTaken: 'يوجد بالفعل ملف بهذا الاسم محفوظ لهذا العميل. حاول مرة أخرى.',
  fileFailed: 'حدث خطأ ما. حاول مرة أخرى.',
  // Memberships' billing (issue 35).
  period_not_found: 'لا توجد فترة كهذه في عضوية هذا العميل.',
  not_renewed_by_card:
    '{case, select, retry {تُدفع هذه العضوية في مكتب الاستقبال: لا توجد بطاقة للخصم منها.} other {لا تُجدَّد هذه العضوية بالبطاقة: لا توجد بطاقة لتحديثها.}}',
  nothing_overdue: 'لا يوجد لهذه العضوية تجديد غير مدفوع.',
  invalid_card_update: 'أرسل tenant_id الخاص بالنشاط الذي تتبع له العضوية.',
  renewal_charging: 'يجري خصم هذا التجديد الآن: حاول مرة أخرى بعد دقيقة.',
  invalid_clock: 'أرسل advance_days (من 1 إلى 3660) أو advance_seconds: الساعة تتقدم فقط.',
  // Calendar sync, database (issue 37: set_calendar_use, sync_calendars_now).
  calendar_not_found: 'لا يوجد تقويم كهذا.',
  calendar_not_writable: 'لا يمكن الكتابة في هذا التقويم: اختر تقويمًا آخر لاستقبال الحجوزات.',
  // Calendar sync, engine.
  calendar_auth_failed:
    'رفض خادم التقويم اسم المستخدم أو كلمة المرور. استخدم كلمة مرور التطبيق حيث يطلبها المزوّد.',
  calendar_rate_limited: 'طلب مزوّد التقويم التمهّل: ستُعاد المحاولة قريبًا.',
  calendar_refused: 'رفض التقويم الحدث كما أُرسل.',
  calendar_unreachable: 'تعذّر الوصول إلى خادم التقويم. تحقّق من العنوان أو حاول لاحقًا.',
  connection_not_found: 'لا يوجد لديك اتصال تقويم كهذا.',
  invalid_calendar_address:
    'يجب أن يبدأ عنوان التقويم بـ https:// وألا يقود إلى الشبكة الخاصة بهذا الخادم.',
  invalid_connection: 'أرسل tenant_id و provider "caldav" و server_url و username و password.',
  invalid_oauth_client: 'أرسل client_id و client_secret الخاصين بالتطبيق.',
  no_calendars_found: 'لم يُعثر على تقاويم في هذا العنوان: تحقّق منه أو استخدم عنوان أحد تقاويمك.',
  not_business_admin: 'المالك أو المسؤول فقط يضبط تطبيقات التقويم للنشاط التجاري.',
  not_staff: 'الموظفون النشطون في هذا النشاط التجاري فقط يربطون التقاويم هنا.',
  // Calendar sync, Google and Microsoft (issue 37: connecting through the provider's consent
  // page, where the browser comes back with calendar_error=<code>; push notifications).
  calendar_app_missing:
    'لم يُضف هذا النشاط تطبيقه لدى هذا المزوّد بعد: يضيف المالك أو المسؤول معرّف العميل وسرّه في الإعدادات.',
  calendar_consent_denied: 'لم يُربط التقويم: لم يُسمح بالوصول في صفحة المزوّد.',
  calendar_state_invalid: 'استغرق الربط وقتًا طويلًا أو لم يبدأ من هنا: اربط التقويم مرة أخرى.',
  invalid_notification: 'أرسل إشعارات التغيير كما يفعل Microsoft Graph.',
  invalid_oauth_start: 'حدّد نشاطك (tenant_id) و google أو microsoft.',
  push_channel_unknown: 'لا توجد قناة مفتوحة لهذا الخادم بهذا المعرّف وهذا الرمز.',
  test_calendars_off:
    'تقاويم الاختبار متوقفة على هذا الخادم: معرّف العميل الذي يبدأ بـ test_ يعمل فقط حيث تكون أداة المطوّر مفعّلة.',
  // Webhooks (issue 38)
  invalid_webhook_url: 'أدخل عنوان https:// كاملًا، دون اسم مستخدم أو كلمة مرور.',
  webhook_address_not_allowed:
    'هذا العنوان على شبكة خاصة: تُرسل الـ webhooks إلى العناوين العامة فقط.',
  no_webhook_events: 'اختر حدثًا واحدًا على الأقل.',
  unknown_webhook_event: 'لا يوجد حدث كهذا: اختر من القائمة.',
  too_many_webhook_endpoints: 'للنشاط 20 نقطة نهاية webhook على الأكثر: احذف واحدة أولًا.',
  webhook_endpoint_not_found: 'لا توجد نقطة نهاية webhook كهذه.',
  webhook_delivery_not_found: 'لا يوجد تسليم webhook كهذا.',
} satisfies Translation<typeof source>;
