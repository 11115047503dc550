// Written by scripts/form-words.ts (npm run build) from the words of the forms: do not edit by hand.

export const FORM_WORDS = {
  "en": {
    "contactFormName": "Contact form",
    "appointmentFormName": "Appointment request form",
    "successTitle": "Message Sent",
    "successMessage": "Thank you for your interest. We'll contact you soon.",
    "errorTitle": "Error",
    "errorMessage": "Unable to send message. Please try again or call us at (985) 555-0103.",
    "labels": {
      "name": "Full Name",
      "phone": "Phone Number",
      "email": "Email Address",
      "firstName": "First Name",
      "lastName": "Last Name",
      "location": "Preferred Location",
      "insurance": "Insurance",
      "message": "Message",
      "preferredLanguage": "Preferred language",
      "preferredLanguageOther": "Which language?",
      "accommodation": "I need an interpreter or another accommodation (optional)"
    },
    "messages": {}
  },
  "es": {
    "contactFormName": "Formulario de contacto",
    "appointmentFormName": "Formulario para pedir una cita",
    "successTitle": "Mensaje enviado",
    "successMessage": "Gracias por su interés. Nos comunicaremos con usted pronto.",
    "errorTitle": "Error",
    "errorMessage": "No se pudo enviar el mensaje. Inténtelo de nuevo o llámenos al (985) 555-0103.",
    "labels": {
      "name": "Nombre completo",
      "phone": "Número de teléfono",
      "email": "Correo electrónico",
      "firstName": "Nombre",
      "lastName": "Apellido",
      "location": "Oficina preferida",
      "insurance": "Seguro médico",
      "message": "Mensaje",
      "preferredLanguage": "Idioma preferido",
      "preferredLanguageOther": "¿Qué idioma?",
      "accommodation": "Necesito un intérprete u otra adaptación (opcional)"
    },
    "messages": {
      "Name is required": "Escriba su nombre",
      "Name must be less than 100 characters": "El nombre debe tener menos de 100 caracteres",
      "Phone number must be at least 10 digits": "El número de teléfono debe tener al menos 10 dígitos",
      "Phone number must be less than 20 characters": "El número de teléfono debe tener menos de 20 caracteres",
      "Invalid email address": "El correo electrónico no es válido",
      "Email must be less than 255 characters": "El correo electrónico debe tener menos de 255 caracteres",
      "First name is required": "Escriba su nombre",
      "First name must be less than 50 characters": "El nombre debe tener menos de 50 caracteres",
      "Last name is required": "Escriba su apellido",
      "Last name must be less than 50 characters": "El apellido debe tener menos de 50 caracteres",
      "Please select a location": "Elija una oficina",
      "Please select your insurance": "Elija su seguro",
      "Message is required": "Escriba un mensaje",
      "Message must be less than 1000 characters": "El mensaje debe tener menos de 1000 caracteres",
      "Please choose a language": "Elija un idioma",
      "Please tell us which language you prefer": "Díganos qué idioma prefiere",
      "Language must be less than 100 characters": "El idioma debe tener menos de 100 caracteres",
      "Accommodation request must be less than 500 characters": "La solicitud de adaptación debe tener menos de 500 caracteres",
      "This field contains a character we cannot accept. Please retype it.": "Este campo tiene un carácter que no podemos aceptar. Vuelva a escribirlo."
    }
  }
}
