export { Testimonials, type Testimonial } from "./Testimonials";
export { TESTIMONIALS_TEXTS } from "./texts";
