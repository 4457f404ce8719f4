/** The area's texts come with its lazy chunk: each of its route modules imports this first. */
import '../i18n/texts/reserve-exam';
