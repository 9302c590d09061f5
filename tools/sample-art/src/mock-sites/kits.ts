/** Shorthands for designs, and the words that sites of one kind share (clinics say similar things). */
import type { Art, SiteCopy } from "./design.ts";

export const person = (name: string, ground?: string): Art => ({ kind: "person", name, ground });
export const field = (seed: string, colours?: string[]): Art => ({ kind: "field", seed, colours });

export function clinicCopy(o: {
  name: string;
  suburb: string;
  phone: string;
  headline: string;
  highlight?: string;
  sub: string;
  doctors: [string, string][];
  ground: string;
  review: { quote: string; name: string };
}): SiteCopy {
  return {
    nav: ["Our Doctors", "Services", "Fees", "Patient Info", "Contact"],
    navButton: "Book online",
    topbar: `Open 7 days · Mon–Fri 8am–8pm · Sat–Sun 9am–4pm · ${o.phone}`,
    eyebrow: `General practice in ${o.suburb}`,
    headline: o.headline,
    highlight: o.highlight,
    sub: o.sub,
    buttons: ["Book an appointment", "Our services"],
    proof: "Bulk billing for children, pensioners and concession card holders",
    featuresTitle: "Care for the whole family",
    features: [
      ["Stethoscope", "General practice", "Check-ups, chronic disease care, referrals and repeat scripts."],
      ["Baby", "Women's & children's health", "Antenatal care, immunisations and child development checks."],
      ["Syringe", "Vaccinations", "Flu, travel and childhood vaccines, often on the same day."],
      ["ScanFace", "Skin checks", "Skin cancer checks, minor procedures and wound care."],
    ],
    stats: [
      ["12", "GPs and nurses"],
      ["7 days", "open every week"],
      ["Same day", "appointments"],
      ["4.9★", "from 860 reviews"],
    ],
    itemsTitle: "Meet our doctors",
    itemsIntro: "Experienced GPs who take the time to listen.",
    items: o.doctors.map(([name, meta]) => ({ title: name, meta, art: person(name, o.ground) })),
    splitTitle: "Book in under a minute",
    splitText: "Choose your doctor, pick a time that suits you and get an SMS reminder the day before.",
    splitPoints: [
      "Live availability for every doctor",
      "Telehealth consultations",
      "Online repeat prescriptions",
    ],
    splitVisual: { kind: "booking", doctors: o.doctors.slice(0, 3).map(([name]) => name) },
    testimonial: { quote: o.review.quote, name: o.review.name, role: `Patient, ${o.suburb}` },
    ctaTitle: "Need to see a doctor today?",
    ctaText: `Call ${o.phone} or book online. Same-day appointments are released every morning.`,
    ctaButton: "Book now",
    footerText: `${o.name} · ${o.suburb} NSW · ${o.phone}`,
  };
}

export function collegeCopy(o: {
  name: string;
  topbar: string;
  headline: string;
  highlight?: string;
  sub: string;
  courses: [title: string, code: string, length: string, area: string][];
  colours: string[][];
  graduate: { quote: string; name: string; role: string };
  address: string;
}): SiteCopy {
  return {
    nav: ["Courses", "International", "Fees & Dates", "Student Life", "About"],
    navButton: "Apply now",
    topbar: o.topbar,
    eyebrow: "Nationally recognised training",
    headline: o.headline,
    highlight: o.highlight,
    sub: o.sub,
    buttons: ["Find a course", "Download brochure"],
    proof: "Over 4,000 graduates since 2011",
    featuresTitle: "Why study with us",
    features: [
      [
        "Award",
        "Nationally recognised",
        "Every qualification is accredited under the Australian Qualifications Framework.",
      ],
      ["Briefcase", "Taught by practitioners", "Trainers who still work in the industries they teach."],
      ["CalendarDays", "Flexible timetables", "Weekday, evening and weekend classes, on campus or blended."],
    ],
    stats: [
      ["18", "qualifications"],
      ["4,000+", "graduates"],
      ["92%", "would recommend us"],
      ["4", "intakes a year"],
    ],
    itemsTitle: "Popular courses",
    itemsIntro: "Compare intakes, fees and entry requirements on every course page.",
    items: o.courses.map(([title, code, length, area], index) => ({
      title,
      meta: `${code} · ${length}`,
      badge: area,
      art: field(`${o.name}:${code}`, o.colours[index % o.colours.length]),
    })),
    splitTitle: "Start your application online",
    splitText:
      "Choose a course and intake, upload your documents and track your application from your phone.",
    splitPoints: [
      "Intake dates and fees on every course",
      "Enquire or apply from any page",
      "Payment plans and funding explained",
    ],
    splitVisual: {
      kind: "courses",
      items: o.courses.slice(0, 2).map(([title, code, length], index) => ({
        title,
        meta: `${code} · ${length}`,
        badge: code,
        art: field(`${o.name}:split:${code}`, o.colours[index % o.colours.length]),
      })),
    },
    testimonial: o.graduate,
    ctaTitle: "Next intake starts 14 July",
    ctaText: "Applications close 30 June. Talk to a course adviser today.",
    ctaButton: "Apply now",
    footerText: `${o.name} · ${o.address}`,
  };
}
