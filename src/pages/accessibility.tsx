import { type HeadProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { formatHebrewDate } from "@/lib/dates";
import { formatPhoneForDisplay, telUrl, whatsappUrl } from "@/content/phone";
import * as styles from "./accessibility.module.scss";

const TITLE = "הצהרת נגישות";
const LEAD = "אנחנו רוצים שכל אחד ואחת יוכלו להכיר את הסטודיו, למצוא חוג ולהירשם לשיעור ניסיון, בלי מכשולים.";

/** The accessibility statement that the Israeli service-accessibility regulations require. */
export default function AccessibilityPage() {
  const { brand, phone, accessibility } = useSiteSettings();
  return (
    <Layout>
      <PageHeader title={TITLE} lead={LEAD} />
      <div className={styles.body}>
        <h2>רמת הנגישות</h2>
        <p>
          האתר של <bdi lang="en">{brand}</bdi> הונגש לפי התקן הישראלי ת&quot;י 5568, המבוסס על הנחיות הנגישות לתוכן
          אינטרנט <bdi lang="en">WCAG 2.1</bdi> ברמה <bdi lang="en">AA</bdi>, ובהתאם לתקנות שוויון זכויות לאנשים עם
          מוגבלות (התאמות נגישות לשירות), התשע&quot;ג-2013.
        </p>

        <h2>מה עשינו באתר</h2>
        <ul>
          <li>אפשר לגלוש בכל האתר במקלדת בלבד: התפריטים, החלונות הקופצים והטפסים. מיקוד המקלדת מסומן בבירור.</li>
          <li>בראש כל עמוד יש קישור &quot;דלגו לתוכן העמוד&quot; שמדלג על התפריטים.</li>
          <li>המבנה של כל עמוד מסומן בכותרות ובאיזורים, כך שקוראי מסך מציגים אותו נכון, בעברית ומימין לשמאל.</li>
          <li>לתמונות יש תיאור טקסטואלי, ולשדות הטפסים יש תוויות והודעות שגיאה שקוראי מסך מקריאים.</li>
          <li>ניגודיות הצבעים עומדת בדרישות רמה AA, והטקסט נשאר קריא גם בהגדלה של עד 200%.</li>
          <li>
            לסרטון הרקע בראש דף הבית יש כפתור עצירה. מי שביקש במכשיר להפחית תנועה או לחסוך בנתונים רואה תמונה במקום
            סרטון.
          </li>
          <li>האתר עובד גם בלי JavaScript, וכל התוכן והקישורים זמינים בו.</li>
        </ul>

        <h2>מגבלות ידועות וחלופות</h2>
        <p>
          טופס ההרשמה לשיעור ניסיון והכניסה לאיזור האישי מוטמעים באתר מתוך מערכת ניהול הסטודיו החיצונית שלנו. הנגישות
          שלהם אינה בשליטתנו, ואנחנו לא יכולים להבטיח שהם נגישים במלואם. אם נתקלתם בקושי, אפשר להירשם ולקבוע שיעור גם
          בטלפון{" "}
          <a href={telUrl(phone)}>
            <bdi dir="ltr">{formatPhoneForDisplay(phone)}</bdi>
          </a>{" "}
          או בהודעת <a href={whatsappUrl(phone)}>וואטסאפ</a>, ונשמח לעזור.
        </p>

        <h2>פנייה בנושא נגישות</h2>
        <p>
          נתקלתם בבעיית נגישות באתר או בסטודיו? יש לכם הצעה לשיפור? נשמח לשמוע. פרטי הקשר של האחראי/ת על הנגישות
          בסטודיו:
        </p>
        <ul className={styles.contact}>
          <li>{accessibility.coordinator}</li>
          <li>
            טלפון:{" "}
            <a href={telUrl(accessibility.phone)}>
              <bdi dir="ltr">{formatPhoneForDisplay(accessibility.phone)}</bdi>
            </a>
          </li>
          <li>
            דוא&quot;ל: <a href={`mailto:${accessibility.email}`}>{accessibility.email}</a>
          </li>
        </ul>
        <p>אנחנו עונים לפניות בנושא נגישות תוך שלושה ימי עבודה.</p>

        <p className={styles.reviewed}>
          ההצהרה עודכנה לאחרונה ב-
          <time dateTime={accessibility.reviewedOn}>{formatHebrewDate(accessibility.reviewedOn)}</time>.
        </p>
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={TITLE} description={LEAD} pathname={location.pathname} />;
