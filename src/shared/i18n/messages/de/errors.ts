import type { Translation } from '../../message-ids.ts';
import type source from '../en/errors.ts';

// Each select keeps English's cases: the SPA chooses the case by the server's English sentence.
export default {
  // Bookings, sessions and places.
  already_cancelled: 'Diese Buchung ist bereits storniert.',
  already_enrolled:
    'Sie haben in diesem Termin bereits einen Platz (oder einen Platz auf der Warteliste).',
  booking_completed: 'Eine abgeschlossene Buchung kann nicht storniert werden.',
  booking_not_found:
    '{case, select, session {Diesen Termin gibt es nicht.} calendar {Eine solche Buchung von Ihnen gibt es nicht, oder sie wurde storniert.} other {Diese Buchung gibt es nicht.}}',
  capacity_below_taken:
    '{taken, plural, one {# Platz ist} other {# Plätze sind}} bereits belegt, daher kann die Kapazität nicht kleiner sein. Stornieren Sie zuerst Plätze.',
  check_in_closed: 'Sie können sich ab 30 Minuten vor Beginn bis zum Ende selbst einchecken.',
  enrollment_not_found:
    '{case, select, offer {Dieses Angebot gibt es nicht.} checkIn {Diesen Platz gibt es nicht, er kann nicht eingecheckt werden.} payment {Einen solchen Platz dieser Person, der zu bezahlen wäre, gibt es nicht.} other {Eine solche Buchung zum Stornieren gibt es nicht.}}',
  idempotency_conflict: 'Dieser Anfrageschlüssel wurde bereits für eine andere Person verwendet.',
  invalid_capacity:
    '{case, select, private {Ein Einzeltermin ist für eine Person.} other {Ein Termin hat Platz für 1 bis 1000 Personen.}}',
  invalid_range:
    '{case, select, timetable {Ein Stundenplan reicht vom ersten bis zum letzten Tag über höchstens ein Jahr.} other {Fragen Sie freie Zeiten für einen Zeitraum von höchstens 62 Tagen ab.}}',
  invalid_at_risk_days: 'Zählen Sie Kunden als gefährdet nach 1 bis 365 Tagen ohne Besuch.',
  invalid_period:
    'Wählen Sie einen Zeitraum, dessen erster Tag nicht nach dem letzten liegt, höchstens drei Jahre lang.',
  invalid_reason: 'Geben Sie den Grund in höchstens 500 Zeichen an.',
  invalid_start:
    '{case, select, session {Wählen Sie, wann der Termin beginnt.} other {Wählen Sie, wann die Buchung beginnt.}}',
  invalid_status: 'Tragen Sie die Anwesenheit als anwesend, verspätet oder abwesend ein.',
  invalid_weekdays: 'Wählen Sie Wochentage von 1 (Montag) bis 7 (Sonntag).',
  no_credits:
    '{case, select, pack {Es sind keine Kursbesuche mehr übrig: Kaufen Sie eine Mehrfachkarte oder zahlen Sie einen Einzelbesuch.} other {Für diesen Kurs gibt es keine gültige Zeitkarte: Kaufen Sie eine oder zahlen Sie einen Einzelbesuch.}}',
  no_offer: 'Für diesen Platz gibt es kein offenes Angebot.',
  not_a_group_service:
    '{case, select, timetable {Ein Stundenplan ist für Gruppenkurse.} other {Ein Termin ist für einen Gruppenkurs. Buchen Sie stattdessen einen Einzeltermin für die Person.}}',
  not_a_group_session: 'Einzeltermine werden mit book_private gebucht.',
  not_active: 'Dieser Platz ist bereits storniert.',
  not_bookable: 'Nur aktive Einzelangebote haben freie Zeiten; Gruppenkurse haben Termine.',
  not_confirmed: 'Nur ein bestätigter Platz kann eingecheckt werden.',
  not_scheduled: 'Nur eine geplante Buchung kann geändert werden.',
  offer_expired:
    '{case, select, waitlist {Dieses Angebot ist abgelaufen: Der Platz ging an die nächste Person auf der Warteliste.} other {Dieses Angebot ist abgelaufen: Der Platz geht an die nächste Person.}}',
  offer_not_found:
    'Dieser Link ist kein Wartelisten-Angebot (mehr): Sehen Sie in der neuesten E-Mail des Anbieters nach.',
  session_closed: 'Dieser Termin hat begonnen, ist vorbei oder wurde abgesagt.',
  session_full:
    '{case, select, waitlist {Dieser Termin ist ausgebucht: Tragen Sie sich stattdessen auf die Warteliste ein.} counted {Dieser Termin ist ausgebucht ({taken} von {capacity, plural, one {# Platz} other {# Plätzen}} belegt). Setzen Sie die Person auf die Warteliste.} other {Dieser Termin ist ausgebucht.}}',
  slot_taken:
    '{case, select, justTaken {Diese Zeit wurde gerade vergeben. Bitte wählen Sie eine andere.} other {Diese Zeit ist nicht mehr frei. Bitte wählen Sie eine andere.}}',
  staff_busy:
    '{case, select, named {{staff} hat am {day} um {time} bereits {service}. Wählen Sie eine andere Zeit oder Lehrkraft.} timetable {Die Lehrkraft ist am {day} um {time} bereits gebucht. Ändern Sie die Zeit oder die Lehrkraft.} other {Die Lehrkraft ist zu dieser Zeit bereits gebucht. Wählen Sie eine andere Zeit oder Lehrkraft.}}',
  staff_required: 'Ein Einzeltermin braucht ein Teammitglied.',

  // The catalogue and the team.
  already_member:
    '{case, select, plan {Diese Mitgliedschaft läuft bereits: Sie wird nicht zweimal abgeschlossen.} other {{email} ist bereits im Team.}}',
  hours_overlap: 'Am {day} überschneidet sich die Zeitspanne {from} bis {to} mit einer anderen.',
  invalid_email: 'Geben Sie eine E-Mail-Adresse wie name@example.com an.',
  invalid_hours:
    '{case, select, list {Senden Sie die Zeiten als Liste aus Wochentag, Beginn und Ende.} backwards {Am {day} endet die Zeitspanne {from} bis {to}, bevor sie beginnt.} other {Jede Zeitspanne braucht einen Wochentag von 1 (Montag) bis 7 (Sonntag) und Zeiten wie 09:00.}}',
  invalid_option_kind:
    '{case, select, private {Ein Einzelangebot wird in Varianten angeboten (eine Dauer und ein Preis).} other {Ein Gruppenkurs wird als Einzelbesuch, Mehrfachkarte oder Zeitkarte angeboten.}}',
  invalid_role: 'Laden Sie als Admin oder als Teammitglied ein.',
  invitation_expired: 'Diese Einladung ist abgelaufen: Bitten Sie um eine neue.',
  invitation_not_found: 'Für Sie gibt es keine Einladung mit diesem Link.',
  invitation_used: 'Diese Einladung wurde bereits angenommen.',
  last_owner: 'Ein Anbieter braucht mindestens einen Inhaber.',
  not_on_the_team:
    'Sie leiten bei diesem Anbieter noch keine Termine: Ein Inhaber nimmt Sie zuerst ins Team auf.',
  option_not_found:
    '{case, select, dropIn {Wählen Sie einen Einzelbesuch dieses Kurses.} service {Wählen Sie eine der Optionen dieses Angebots.} notOnSale {Diese Option ist nicht im Verkauf.} other {Wählen Sie einen Einzelbesuch, eine Mehrfachkarte oder eine Zeitkarte dieses Kurses.}}',
  service_not_found: 'Dieses Angebot gibt es nicht.',
  staff_not_found:
    '{case, select, active {Wählen Sie ein aktives Teammitglied.} other {Dieses Teammitglied gibt es nicht.}}',
  staff_profile_not_found:
    '{case, select, reports {Sie haben bei diesem Anbieter kein Teamprofil, daher gibt es keine Termine von Ihnen für einen Bericht.} other {Sie haben bei diesem Anbieter kein Teamprofil, daher werden keine Termine bei Ihnen gebucht.}}',
  two_step_required_first:
    'Richten Sie die Zwei-Schritt-Anmeldung für Ihr eigenes Konto ein und nutzen Sie sie, bevor Sie sie von Ihrem Team verlangen.',

  // Who may do what.
  forbidden:
    '{case, select, paymentOptions {Nur der Inhaber ändert, wie bei diesem Anbieter bezahlt wird.} testMessages {Nur ein Inhaber dieses Anbieters sendet Testnachrichten.} staffHours {Ihre Rolle darf die Arbeitszeiten des Teams nicht ändern.} resend {Nur das Team dieses Anbieters sendet seine Nachrichten erneut.} invite {Ihre Rolle darf nicht zu diesem Anbieter einladen.} documents {Ihre Rolle darf die Dokumente dieses Anbieters nicht ändern.} buyFor {Sie können nicht für diese Person kaufen.} money {Nur ein Admin oder der Inhaber erfasst Geldbeträge.} staffCalendar {Nur das Team dieses Anbieters hat hier einen Teamkalender.} importClients {Nur das Team dieses Anbieters importiert seine Kundschaft.} appointmentEmails {Nur das Teammitglied selbst schaltet seine Termin-E-Mails ein oder aus.} bookForSelf {Sie können nur für sich selbst buchen.} payFor {Sie können nicht für diese Person bezahlen.} refund {Nur ein Admin oder der Inhaber erstattet Zahlungen.} chargeCard {Nur ein Admin oder der Inhaber belastet Karten.} cards {Sie können die Karten dieser Person nicht sehen.} connectPayments {Nur der Inhaber verbindet den Anbieter mit einem Zahlungsdienst.} export {Nur ein Inhaber des Anbieters kann ihn exportieren.} reports {Nur ein Admin oder der Inhaber sieht die Berichte zu Geld und Kunden.} ownSessions {Teammitglieder sehen die Zahlen ihrer eigenen Termine.} calendars {Nur das Teammitglied selbst, ein Admin oder der Inhaber ändert seine Kalender.} webhooks {Nur ein Admin oder der Inhaber verwaltet die Webhooks dieses Anbieters.} other {Nur das Team dieses Anbieters sieht seine Zahlen.}}',
  not_a_client:
    '{case, select, messages {Registrieren Sie sich bei diesem Anbieter, bevor Sie seine Nachrichten auswählen.} documents {Registrieren Sie sich bei diesem Anbieter, bevor Sie seine Dokumente unterschreiben.} profile {Registrieren Sie sich bei diesem Anbieter, bevor Sie dort Ihr Profil ändern.} calendar {Registrieren Sie sich bei diesem Anbieter, bevor Sie seinen Kalender abonnieren.} other {Registrieren Sie sich bei diesem Anbieter, bevor Sie buchen.}}',
  not_signed_in:
    '{case, select, pay {Melden Sie sich an, um zu bezahlen.} seeCards {Melden Sie sich an, um gespeicherte Karten zu sehen.} removeCard {Melden Sie sich an, um eine Karte zu entfernen.} chargeCard {Melden Sie sich an, um eine Karte zu belasten.} refund {Melden Sie sich an, um zu erstatten.} connectPayments {Melden Sie sich als Inhaber an, um Zahlungen zu verbinden.} calendar {Melden Sie sich an, um Ihre Buchungen zu einem Kalender hinzuzufügen.} updateCard {Melden Sie sich an, um eine Karte zu ändern.} other {Melden Sie sich dafür an.}}',
  portal_link_forbidden:
    'Kundinnen und Kunden verknüpfen ihr eigenes Konto, indem sie sich beim Anbieter registrieren; das Team kann eine Verknüpfung nur entfernen.',

  // Clients, their profile, documents and messages.
  client_not_found: 'Bei diesem Anbieter gibt es keinen solchen Kundeneintrag.',
  client_opted_out:
    '{case, select, reminders {Diese Person hat Erinnerungen ausgeschaltet.} other {Diese Person hat SMS ausgeschaltet.}}',
  consent_required:
    '{case, select, membership {Stimmen Sie zu, dass die gespeicherte Karte jede Periode belastet wird, um beizutreten.} other {Setzen Sie vor dem Unterschreiben das Häkchen, um zuzustimmen.}}',
  document_not_found:
    '{case, select, noText {Dieses Dokument hat noch keinen Text zum Unterschreiben.} other {Dieses Dokument steht nicht zur Unterschrift bereit.}}',
  documents_required: 'Bitte unterschreiben Sie „{document}“ vor Ihrer ersten Buchung.',
  invalid_birth_date: 'Geben Sie ein Geburtsdatum an, das nicht in der Zukunft liegt.',
  invalid_body: 'Schreiben Sie den Text des Dokuments (bis zu 100.000 Zeichen).',
  invalid_choice: 'Geben Sie an, ob Erinnerungen und SMS eingeschaltet sind.',
  invalid_name:
    '{case, select, business {Geben Sie dem Anbieter einen Namen mit 1 bis 120 Zeichen.} other {Geben Sie Ihren vollständigen Namen ein (bis zu 200 Zeichen).}}',
  invalid_phone: 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) . - enthalten.',
  invalid_rows: 'Senden Sie die Kundschaft für den Import als Liste von Zeilen.',
  invalid_title: 'Geben Sie dem Dokument einen Titel mit 1 bis 200 Zeichen.',
  invalid_value:
    'Geben Sie an, ob die E-Mails eingeschaltet (true) oder ausgeschaltet (false) sind.',
  message_not_finished:
    'Diese Nachricht wird noch gesendet: Warten Sie, bis sie gesendet oder fehlgeschlagen ist.',
  message_not_found: 'Diese Nachricht gibt es bei diesem Anbieter nicht.',
  name_required: 'Geben Sie zum Unterschreiben Ihren vollständigen Namen ein.',
  no_email: 'Ihr Konto hat keine E-Mail-Adresse, an die der Test gehen kann.',
  no_texts: 'Diese Nachricht wird nur per E-Mail gesendet: Es gibt keine SMS zum Formulieren.',
  template_not_found: 'Dieses Dokument gibt es nicht.',
  too_many_rows:
    'Importieren Sie höchstens 5.000 Kundeneinträge auf einmal: Teilen Sie die Datei in kleinere auf.',
  too_many_tests:
    'Sie haben in den letzten 10 Minuten 5 Tests gesendet. Warten Sie ein paar Minuten, bevor Sie einen weiteren senden.',
  unknown_kind:
    '{case, select, wording {Es gibt keine Nachricht der Art „{kind}“ zum Formulieren.} other {Es gibt keine Nachricht der Art „{kind}“, die als Test gesendet werden kann: Wählen Sie eine unter Einstellungen › Benachrichtigungen.}}',
  unknown_placeholder:
    '{case, select, subject {Der Betreff enthält {unknown}, was es in dieser Nachricht nicht gibt. Verwenden Sie ihre Platzhalter: {known}.} text {Der Text enthält {unknown}, was es in dieser Nachricht nicht gibt. Verwenden Sie ihre Platzhalter: {known}.} other {Die SMS enthält {unknown}, was es in dieser Nachricht nicht gibt. Verwenden Sie ihre Platzhalter: {known}.}}',
  unsubscribe_not_found:
    'Diesen Abmeldelink haben wir nicht gesendet: Öffnen Sie ihn erneut und vollständig aus der E-Mail.',

  // Businesses and their addresses.
  invalid_currency: 'Die Währung muss ein dreistelliger ISO-4217-Code sein, etwa EUR.',
  invalid_slug:
    'Die Adresse muss aus 1 bis 40 Kleinbuchstaben, Ziffern oder Bindestrichen bestehen und darf nicht mit einem Bindestrich beginnen oder enden.',
  invalid_time_zone: '{zone} ist keine uns bekannte Zeitzone.',
  organization_not_found: 'Wählen Sie eine Ihrer eigenen Organisationen für diesen Anbieter.',
  slug_taken: 'Die Adresse {slug} ist bereits vergeben.',
  tenant_not_found: 'Kein Anbieter hat die Adresse {slug}.',

  // Money.
  already_paid:
    '{case, select, fee {Diese Gebühr wurde per Karte bezahlt.} membership {Diese Mitgliedschaft hat begonnen: Ihr erster Zeitraum ist bezahlt.} period {Dieser Zeitraum der Mitgliedschaft ist bezahlt.} other {Dieser Platz wurde per Karte bezahlt.}}',
  amount_mismatch: 'Der beim Zahlungsdienst eröffnete Betrag ist nicht der fällige.',
  card_declined: 'Die gespeicherte Karte wurde nicht belastet: {reason}',
  card_not_found: 'Diese gespeicherte Karte gibt es nicht.',
  fee_not_found: 'Diese Gebühr gibt es bei dieser Person nicht.',
  invalid_amount:
    '{case, select, refund {Eine Erstattung dieser Zahlung liegt über null und beträgt höchstens {most, number} (in der kleinsten Währungseinheit).} cardRefund {Von dieser Zahlung können höchstens {most, number} (in der kleinsten Währungseinheit) erstattet werden.} other {Eine Zahlung ist ein Betrag über null.}}',
  invalid_event:
    '{case, select, refunded {Ein erstatteter Betrag liegt zwischen null und dem gezahlten Betrag.} succeeded {Eine erfolgreiche Zahlung hat einen Betrag über null.} unfit {Das Ereignis kann nicht angewendet werden: {problem}.} other {Ein Ereignis hat eine id, einen type und data.object.}}',
  invalid_method: 'Geben Sie an, wie bezahlt wurde: cash, card, bank_transfer oder other.',
  invalid_options:
    '{case, select, both {Eine Art von Option, die online bezahlt werden muss, kann nicht auch vor Ort bezahlt werden.} other {Nennen Sie die Arten von Optionen (drop_in, variant, pack, pass), die online und vor Ort bezahlt werden, und ob Gebühren auf eine gespeicherte Karte gehen dürfen.}}',
  invalid_purpose:
    'Eine Zahlung ist für eine Buchung, einen Kauf, einen offenen Betrag, eine Gebühr oder eine Mitgliedschaft.',
  ledger_append_only:
    'Das Kassenbuch behält jeden Eintrag: Erfassen Sie stattdessen eine Erstattung oder eine Korrektur.',
  more_than_owed: 'Das ist mehr, als die Person schuldet.',
  no_saved_card: 'Diese Person hat keine gespeicherte Karte.',
  not_paid_by_card:
    '{case, select, private {Nur ein Einzeltermin mit Preis wird für eine Kartenzahlung reserviert.} other {Nur ein Einzelbesuch mit Preis wird für eine Kartenzahlung reserviert; buchen Sie mit Mehrfach- oder Zeitkarte über enroll.}}',
  not_purchasable:
    'Nur Mehrfach- und Zeitkarten werden im Voraus gekauft; andere Optionen werden mit einer Buchung bezahlt.',
  nothing_to_pay:
    '{case, select, option {Diese Option ist kostenlos.} balance {Diese Person schuldet nichts.} fee {Diese Person schuldet von dieser Gebühr nichts.} membership {Der erste Zeitraum dieses Plans ist kostenlos.} other {Dieser Platz wird mit einer Mehrfach- oder Zeitkarte bezahlt oder ist kostenlos.}}',
  pay_by_card:
    'Dieser Platz wird beim Annehmen per Karte bezahlt: Bezahlen Sie ihn auf der Seite des Termins.',
  pay_online_required:
    '{case, select, buy {Das wird per Karte gekauft: Wählen Sie „Mit Karte bezahlen“.} other {Das wird beim Buchen per Karte bezahlt: Wählen Sie „Mit Karte bezahlen“.}}',
  payment_closed: 'Diese Zahlung ist bereits abgeschlossen oder abgebrochen.',
  payment_not_found:
    '{case, select, refund {Eine solche Zahlung zum Erstatten gibt es nicht.} other {Diese Zahlung gibt es nicht.}}',
  payment_provider_changed:
    'Diese Zahlung wurde über das frühere Zahlungskonto des Anbieters eröffnet, über das keine Zahlungen mehr laufen: Sie kann hier weder fortgesetzt noch auf die Karte erstattet werden. Erstatten Sie sie im Dashboard dieses Kontos oder vor Ort.',
  payments_not_connected:
    '{case, select, connect {Verbinden Sie zuerst Stripe (oder den Testanbieter).} owner {Dieser Anbieter nimmt keine Onlinezahlungen an: Der Inhaber verbindet Stripe unter Einstellungen › Zahlungen.} disconnected {Dieser Anbieter ist nicht mehr mit seinem Zahlungsdienst verbunden.} other {Dieser Anbieter nimmt keine Onlinezahlungen an.}}',
  provider_refused: 'Die Zahlung wurde nicht auf die Karte erstattet: {reason}',
  saved_cards_not_allowed:
    'Dieser Anbieter belastet gespeicherte Karten nicht mit Gebühren (Einstellungen › Zahlungen).',

  // Mitgliedschaften.
  allowance_used:
    'Die Kurse dieser Periode sind aufgebraucht: Buchen Sie einen Einzelbesuch oder warten Sie auf die Verlängerung.',
  daily_limit_reached:
    'Sie haben an diesem Tag so viele Kurse gebucht, wie Ihre Mitgliedschaft erlaubt.',
  freeze_in_past: 'Eine Pause beginnt heute oder später.',
  freeze_overlaps: 'Diese Pause überschneidet sich mit einer anderen dieser Mitgliedschaft.',
  invalid_plan_service: 'Eine Mitgliedschaft umfasst Kurse (Gruppenangebote), keine Termine.',
  invalid_freeze:
    'Eine Pause endet nach dem Tag, an dem sie beginnt, und dauert höchstens ein Jahr.',
  membership_ending: 'Ihre Mitgliedschaft endet vor diesem Kurs.',
  membership_ending_passed:
    'Diese Mitgliedschaft ist beendet: Treten Sie erneut bei, um zurückzukommen.',
  membership_frozen: 'Ihre Mitgliedschaft ist am Tag dieses Kurses pausiert.',
  membership_not_covering: 'Diese Mitgliedschaft umfasst diesen Kurs nicht.',
  membership_not_found: 'Diese Mitgliedschaft gibt es nicht.',
  membership_not_live: 'Diese Mitgliedschaft läuft nicht: Es gibt nichts zu ändern.',
  membership_not_yet:
    'Dieser Kurs liegt nach der laufenden Periode Ihrer Mitgliedschaft: Buchen Sie ihn, sobald sie sich verlängert hat.',
  membership_paused:
    '{case, select, pending {Diese Mitgliedschaft beginnt, sobald ihre erste Zahlung erfolgt ist.} paused {Diese Mitgliedschaft ruht, bis ihre Zahlung erfolgt ist: Aktualisieren Sie Ihre Karte.} other {Diese Mitgliedschaft ist beendet.}}',
  option_or_membership:
    'Buchen Sie mit einer Option oder mit einer Mitgliedschaft, nicht mit beidem.',
  plan_not_found: 'Diesen Tarif gibt es nicht.',
  // The SPA's words for PostgreSQL's and the data API's refusals.
  roleNotAllowed: 'Ihre Rolle bei diesem Anbieter erlaubt das nicht.',
  noLongerThere: 'Das gibt es nicht mehr, oder Sie können es nicht sehen.',
  signInExpired: 'Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut an.',
  alreadyExists: 'Das gibt es bereits.',
  stillInUse: 'Das wird an anderer Stelle noch verwendet und kann daher nicht entfernt werden.',
  valuesNotAllowed: 'Einige Werte sind nicht zulässig.',
  clashesWithBooking: 'Das überschneidet sich mit etwas bereits Gebuchtem.',
  tookTooLong: 'Der Server hat zu lange für die Antwort gebraucht. Versuchen Sie es erneut.',
  valuesMalformed: 'Einige Werte haben nicht die Form, die der Server annimmt.',
  changedMeanwhile: 'Jemand hat das im selben Moment geändert. Versuchen Sie es erneut.',
  serverBusy: 'Der Server ist ausgelastet. Versuchen Sie es gleich noch einmal.',
  databaseUnreachable:
    'Der Server erreicht seine Datenbank nicht. Versuchen Sie es gleich noch einmal.',
  unexplained:
    'Auf dem Server ist etwas schiefgelaufen. Versuchen Sie es erneut oder laden Sie die Seite neu.',
  serverUnreachable:
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',

  // Refused uploads and downloads.
  fileTooLargeAtMost: 'Diese Datei ist zu groß: Dateien dürfen höchstens {size} groß sein.',
  fileTooLarge: 'Diese Datei ist zu groß zum Teilen.',
  fileTypeNotShared:
    'Diese Art von Datei kann nicht geteilt werden. Teilen Sie PDFs, Bilder, Text- und CSV-Dateien sowie Word- oder OpenDocument-Textdokumente.',
  fileGone: 'Diese Datei gibt es nicht mehr.',
  fileNameTaken:
    'Für diese Person ist bereits eine Datei mit diesem Namen gespeichert. Versuchen Sie es erneut.',
  fileFailed: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
  // Memberships' billing (issue 35).
  period_not_found: 'Diesen Zeitraum der Mitgliedschaft dieser Person gibt es nicht.',
  not_renewed_by_card:
    '{case, select, retry {Diese Mitgliedschaft wird vor Ort bezahlt: Es gibt keine Karte zu belasten.} other {Diese Mitgliedschaft wird nicht per Karte verlängert: Es gibt keine Karte, die zu ändern wäre.}}',
  nothing_overdue: 'Diese Mitgliedschaft hat keine unbezahlte Verlängerung.',
  invalid_card_update: 'Senden Sie die tenant_id des Betriebs, zu dem die Mitgliedschaft gehört.',
  renewal_charging:
    'Diese Verlängerung wird gerade belastet: Versuchen Sie es in einer Minute erneut.',
  invalid_clock:
    'Senden Sie advance_days (1 bis 3660) oder advance_seconds: Die Uhr geht nur vorwärts.',
  // Calendar sync, database (issue 37: set_calendar_use, sync_calendars_now).
  calendar_not_found: 'Diesen Kalender gibt es nicht.',
  calendar_not_writable:
    'In diesen Kalender kann nicht geschrieben werden: Wählen Sie einen anderen für die Buchungen.',
  // Calendar sync, engine.
  calendar_auth_failed:
    'Der Kalenderserver hat Benutzername oder Passwort abgelehnt. Verwenden Sie ein App-Passwort, wo der Anbieter eines verlangt.',
  calendar_rate_limited:
    'Der Kalenderanbieter bittet um eine Pause: Es wird gleich erneut versucht.',
  calendar_refused: 'Der Kalender hat den Termin so nicht angenommen.',
  calendar_unreachable:
    'Der Kalenderserver war nicht erreichbar. Prüfen Sie die Adresse oder versuchen Sie es später erneut.',
  connection_not_found: 'Diese Kalenderverbindung gibt es bei Ihnen nicht.',
  invalid_calendar_address:
    'Die Kalenderadresse muss mit https:// beginnen und darf nicht in das eigene Netz dieses Servers führen.',
  invalid_connection:
    'Geben Sie tenant_id, provider "caldav", server_url, username und password an.',
  invalid_oauth_client: 'Geben Sie client_id und client_secret der App an.',
  no_calendars_found:
    'Unter dieser Adresse wurden keine Kalender gefunden: Prüfen Sie sie oder verwenden Sie die Adresse eines Ihrer Kalender.',
  not_business_admin:
    'Nur der Inhaber oder ein Admin legt die Kalender-Apps des Unternehmens fest.',
  not_staff: 'Nur aktive Mitarbeitende dieses Unternehmens verbinden hier Kalender.',
  // Calendar sync, Google and Microsoft (issue 37: connecting through the provider's consent
  // page, where the browser comes back with calendar_error=<code>; push notifications).
  calendar_app_missing:
    'Dieser Anbieter hat seine App für diesen Dienst noch nicht hinterlegt: Ein Inhaber oder Admin trägt Client-ID und Secret in den Einstellungen ein.',
  calendar_consent_denied:
    'Der Kalender wurde nicht verbunden: Der Zugriff wurde auf der Seite des Dienstes nicht erlaubt.',
  calendar_state_invalid:
    'Die Verbindung hat zu lange gedauert oder wurde nicht hier begonnen: Verbinden Sie den Kalender erneut.',
  invalid_notification: 'Senden Sie Änderungsbenachrichtigungen so wie Microsoft Graph.',
  invalid_oauth_start: 'Nennen Sie Ihren Anbieter (tenant_id) und google oder microsoft.',
  push_channel_unknown: 'Kein offener Kanal dieses Servers hat diese ID und dieses Token.',
  test_calendars_off:
    'Testkalender sind auf diesem Server aus: Eine Client-ID, die mit test_ beginnt, funktioniert nur, wo das Entwicklerwerkzeug an ist.',
  invalid_webhook_url:
    'Geben Sie eine vollständige https://-Adresse ein, ohne Benutzernamen oder Passwort.',
  webhook_address_not_allowed:
    'Diese Adresse liegt in einem privaten Netz: Webhooks gehen nur an öffentliche Adressen.',
  no_webhook_events: 'Wählen Sie mindestens ein Ereignis.',
  unknown_webhook_event: 'Dieses Ereignis gibt es nicht: Wählen Sie aus der Liste.',
  too_many_webhook_endpoints:
    'Ein Anbieter hat höchstens 20 Webhook-Endpunkte: Entfernen Sie zuerst einen.',
  webhook_endpoint_not_found: 'Diesen Webhook-Endpunkt gibt es nicht.',
  webhook_delivery_not_found: 'Diese Webhook-Zustellung gibt es nicht.',
  audit_append_only:
    'Das Änderungsprotokoll behält jeden Eintrag: Keiner kann geändert oder entfernt werden.',
  change_not_found: 'Diese Änderung zum Rückgängigmachen gibt es nicht.',
  not_undoable:
    'Nur eine Stornierung, ein Check-in, ein Nichterscheinen, eine entfernte Notiz oder ein archivierter Kunde kann rückgängig gemacht werden.',
  undo_not_whole:
    'Dabei wurde Geld gezahlt oder erstattet oder mehr geändert: Ändern Sie es von Hand.',
  undo_expired: 'Das ist mehr als 24 Stunden her: Ändern Sie es von Hand.',
  already_undone: 'Das wurde bereits rückgängig gemacht.',
  waitlist_moved:
    'Der Platz ging an jemanden von der Warteliste: Buchen Sie ihn von Hand neu, wenn Platz ist.',
  changed_since:
    'Es wurde seitdem erneut geändert: Machen Sie zuerst das rückgängig oder ändern Sie es.',
  time_taken: 'Diese Zeit wurde inzwischen gebucht: Der Termin kann nicht zurückkommen.',
  place_taken: 'Der Kurs ist inzwischen voll: Der Platz kann nicht zurückkommen.',
} satisfies Translation<typeof source>;
