//! The product's e-mails. Plain text first (every client shows it), with a simple HTML part.

use fundplan_ports::Email;

fn html(paragraphs: &[&str], link: &str, button: &str) -> String {
    html_with_note(paragraphs, link, button, "")
}

/// An e-mail's HTML part: the paragraphs (plain text, escaped here), a button to `link`, the
/// link itself for clients that hide buttons, then `note` (HTML the caller escaped: a small
/// print paragraph, e.g. how to stop an e-mail) before the signature.
pub fn html_with_note(paragraphs: &[&str], link: &str, button: &str, note: &str) -> String {
    let body: String = paragraphs
        .iter()
        .map(|p| format!("<p>{}</p>", escape(p)))
        .collect();
    format!(
        "<div style=\"font-family:Helvetica,Arial,sans-serif;max-width:560px;color:#1d2b24\">{body}<p><a href=\"{l}\" style=\"display:inline-block;background:#0A9250;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none\">{b}</a></p><p style=\"color:#66756d;font-size:13px\">Or open this link: {l}</p>{note}<p style=\"color:#66756d;font-size:13px\">fundplan</p></div>",
        l = escape(link),
        b = escape(button)
    )
}

/// A small print paragraph for [`html_with_note`]: `text` (escaped here).
pub fn note(text: &str) -> String {
    format!(
        "<p style=\"color:#66756d;font-size:13px\">{}</p>",
        escape(text)
    )
}

pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

pub fn confirmation(to: &str, first_name: &str, link: &str) -> Email {
    let hello = format!("Hello {first_name},");
    let p1 = "Welcome to fundplan! Please confirm your email address to activate your account.";
    let p2 = "The link works once and expires in 48 hours.";
    Email {
        to: to.into(),
        subject: "Confirm your fundplan account".into(),
        text: format!(
            "{hello}\n\n{p1}\n\nConfirm your account: {link}\n\n{p2}\n\nIf you did not sign up, ignore this e-mail.\n"
        ),
        html: Some(html(&[&hello, p1, p2], link, "Confirm your account")),
    }
}

pub fn reset(to: &str, first_name: &str, link: &str) -> Email {
    let hello = format!("Hello {first_name},");
    let p1 = "Someone asked to reset the password of your fundplan account. If it was you, choose a new password here.";
    let p2 = "The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.";
    Email {
        to: to.into(),
        subject: "Reset your fundplan password".into(),
        text: format!("{hello}\n\n{p1}\n\nReset your password: {link}\n\n{p2}\n"),
        html: Some(html(&[&hello, p1, p2], link, "Reset your password")),
    }
}

pub fn invitation(to: &str, inviter: &str, organization: &str, link: &str) -> Email {
    let p1 = format!(
        "{inviter} invited you to join {organization} on fundplan, to work together on its strategic plan for fundraising."
    );
    let p2 = "Accept the invitation to create your account, or sign in if you already have one. The link expires in 7 days.";
    Email {
        to: to.into(),
        subject: format!("{inviter} invited you to {organization} on fundplan"),
        text: format!("Hello,\n\n{p1}\n\nAccept the invitation: {link}\n\n{p2}\n"),
        html: Some(html(&["Hello,", &p1, p2], link, "Accept the invitation")),
    }
}
